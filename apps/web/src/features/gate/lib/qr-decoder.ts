// The camera screen's QR decoder (qr-camera.tsx): each frame is copied out of the <video> as an ImageBitmap and
// read in a worker (qr-decoder.worker.ts), so the page's thread stays free for the guard while ZXing works
// (docs/web.md, "The QR decoder"). When the worker cannot run (it failed to load or crashed), frames are read on
// the page as before the worker existed: slower for the guard's taps, but the camera still reads codes.
import type { CodeMessage, FrameMessage } from './qr-decoder.worker.ts';
import type { QrPicture } from './qr-read.ts';

export interface QrDecoder {
  /** The text of the first QR code in the video's current frame, or null. */
  decode: (video: HTMLVideoElement) => Promise<string | null>;
  /** Ends the worker (the camera screen went away). */
  dispose: () => void;
}

export function createQrDecoder(): QrDecoder {
  let worker: Worker | null = new Worker(new URL('./qr-decoder.worker.ts', import.meta.url), { type: 'module' });
  let lastId = 0;
  const waiting = new Map<number, (code: string | null) => void>();
  let onPage: Promise<(picture: QrPicture) => Promise<string | null>> | null = null;

  const answerAll = (code: string | null) => {
    for (const resolve of waiting.values()) resolve(code);
    waiting.clear();
  };
  worker.addEventListener('message', (event: MessageEvent<CodeMessage>) => {
    waiting.get(event.data.id)?.(event.data.code);
    waiting.delete(event.data.id);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    worker?.terminate();
    worker = null;
    answerAll(null);
  });

  return {
    async decode(video) {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return null;
      if (!worker) {
        onPage ??= import('./qr-read.ts').then(({ createQrReader }) => createQrReader());
        return (await onPage)(video);
      }
      const frame = await createImageBitmap(video);
      if (!worker) {
        frame.close();
        return null;
      }
      const id = ++lastId;
      const code = new Promise<string | null>((resolve) => waiting.set(id, resolve));
      worker.postMessage({ id, frame } satisfies FrameMessage, [frame]);
      return code;
    },
    dispose() {
      worker?.terminate();
      worker = null;
      answerAll(null);
    },
  };
}
