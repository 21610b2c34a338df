// The camera screen's QR decoder (qr-camera.tsx): each frame of the <video> goes to a worker as a VideoFrame (a
// handle on the camera's picture: the page copies nothing, the worker converts it to pixels) and is read there
// (qr-decoder.worker.ts), so the page's thread stays free for the guard while ZXing works (docs/web.md, "The QR
// decoder runs in a worker"). When the worker cannot run (the browser refused to start it, its script failed to
// load, or it crashed), frames are read on the page as before the worker existed: slower for the guard's taps,
// but the camera still reads codes.
import type { FrameMessage, WorkerMessage } from './qr-decoder.worker.ts';
import type { QrPicture } from './qr-read.ts';

export interface QrDecoder {
  /** The text of the first QR code in the video's current frame, or null. */
  decode: (video: HTMLVideoElement) => Promise<string | null>;
  /** Ends the worker (the camera screen went away). */
  dispose: () => void;
}

/** The decoder's worker, or null where the browser refuses to start one (no module workers, a policy). */
function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./qr-decoder.worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    console.warn('QR decoder worker not started; frames are read on the page', error);
    return null;
  }
}

export function createQrDecoder(): QrDecoder {
  const worker = startWorker();
  // 'page': the worker failed, frames are read here; 'ended': disposed, nothing is read any more.
  let reader: 'worker' | 'page' | 'ended' = worker ? 'worker' : 'page';
  /** The worker's script ran: until then no frame is sent (one sent to a worker whose script fails is lost). */
  let started = false;
  let lastId = 0;
  /** Frames the worker holds: it is ended only once it closed them (an unclosed VideoFrame stalls the camera). */
  let inWorker = 0;
  const waiting = new Map<number, (code: string | null) => void>();
  let onPage: Promise<(picture: QrPicture) => Promise<string | null>> | null = null;

  const answerAll = (code: string | null) => {
    for (const resolve of waiting.values()) resolve(code);
    waiting.clear();
  };
  worker?.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    if (!('id' in event.data)) {
      started = true;
      return;
    }
    inWorker -= 1;
    waiting.get(event.data.id)?.(event.data.code);
    waiting.delete(event.data.id);
    if (reader === 'ended' && inWorker === 0) worker.terminate();
  });
  worker?.addEventListener('error', (event) => {
    event.preventDefault();
    worker.terminate();
    if (reader === 'worker') reader = 'page';
    answerAll(null);
  });

  return {
    async decode(video) {
      if (reader === 'ended') return null;
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return null;
      if (reader === 'page') {
        onPage ??= import('./qr-read.ts').then(({ createQrReader }) => createQrReader());
        return (await onPage)(video);
      }
      if (!started) return null;
      // createImageBitmap where there is no VideoFrame: it converts the picture on the page (28 s of blocking time
      // in Lighthouse's minute against 4.8 s: docs/benchmarks.md), still half the cost of reading it there.
      const frame = typeof VideoFrame === 'function' ? new VideoFrame(video) : await createImageBitmap(video);
      if (reader !== 'worker' || !worker) {
        frame.close();
        return null;
      }
      const id = ++lastId;
      const code = new Promise<string | null>((resolve) => waiting.set(id, resolve));
      inWorker += 1;
      worker.postMessage({ id, frame } satisfies FrameMessage, [frame]);
      return code;
    },
    dispose() {
      if (reader === 'worker' && inWorker > 0) reader = 'ended';
      else {
        reader = 'ended';
        worker?.terminate();
      }
      answerAll(null);
    },
  };
}
