// Reads a QR code from one picture: ZXing in WebAssembly (barcode-detector) with its .wasm served by this app
// (never a CDN: gates may have no internet but the server), and jsQR as the fallback when the WebAssembly module
// cannot start; jsQR is loaded only then (it is larger than the ZXing glue). Runs in the decoder's worker
// (qr-decoder.worker.ts), or on the page when that worker cannot run (qr-decoder.ts).
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

/** A frame of the <video> (in the worker), or the <video> itself (on the page). */
export type QrPicture = VideoFrame | ImageBitmap | HTMLVideoElement;

function sizeOf(picture: QrPicture): { width: number; height: number } {
  if ('videoWidth' in picture) return { width: picture.videoWidth, height: picture.videoHeight };
  if ('displayWidth' in picture) return { width: picture.displayWidth, height: picture.displayHeight };
  return picture;
}

function pixelsOf(picture: QrPicture): ImageData | null {
  const { width, height } = sizeOf(picture);
  if (!width || !height) return null;
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(picture, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** A reader keeps its engine: once ZXing failed to start, jsQR reads every later picture. */
export function createQrReader(): (picture: QrPicture) => Promise<string | null> {
  let detector: BarcodeDetector | null = new BarcodeDetector({ formats: ['qr_code'] });
  let jsQr: Promise<typeof import('jsqr').default> | null = null;
  return async (picture) => {
    if (detector) {
      try {
        const [found] = await detector.detect(picture);
        return found?.rawValue || null;
      } catch {
        // The WebAssembly module could not load (blocked, old browser): jsQR from now on.
        detector = null;
      }
    }
    jsQr ??= import('jsqr').then((module) => module.default);
    const jsQR = await jsQr;
    const pixels = pixelsOf(picture);
    if (!pixels) return null;
    return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}
