// Reads a QR code from a video frame: ZXing in WebAssembly (barcode-detector) with its .wasm served by
// this app (never a CDN: gates may have no internet but the server), and jsQR as the fallback when the
// WebAssembly module cannot start. Loaded only by the screens that scan; jsQR only when that fallback is needed
// (it is larger than the ZXing glue, and the scanner's first screen does without it: docs/web.md).
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

export type QrSource = HTMLVideoElement;

export interface QrDecoder {
  /** The text of the first QR code in the frame, or null. */
  decode: (source: QrSource) => Promise<string | null>;
  /** Which engine answered last: the tests and the lead's timing note read it. */
  readonly engine: () => 'zxing' | 'jsqr';
}

function frameOf(source: QrSource, canvas: HTMLCanvasElement): ImageData | null {
  const width = source.videoWidth;
  const height = source.videoHeight;
  if (!width || !height) return null;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

export function createQrDecoder(): QrDecoder {
  let detector: BarcodeDetector | null = new BarcodeDetector({ formats: ['qr_code'] });
  let engine: 'zxing' | 'jsqr' = 'zxing';
  const canvas = document.createElement('canvas');

  let jsQr: Promise<typeof import('jsqr').default> | null = null;
  const withJsQr = async (source: QrSource): Promise<string | null> => {
    jsQr ??= import('jsqr').then((module) => module.default);
    const jsQR = await jsQr;
    const frame = frameOf(source, canvas);
    if (!frame) return null;
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };

  return {
    engine: () => engine,
    async decode(source) {
      if (source.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !source.videoWidth) return null;
      if (detector) {
        try {
          const [found] = await detector.detect(source);
          return found?.rawValue || null;
        } catch {
          // The WebAssembly module could not load (blocked, old browser): jsQR from now on.
          detector = null;
          engine = 'jsqr';
        }
      }
      return withJsQr(source);
    },
  };
}
