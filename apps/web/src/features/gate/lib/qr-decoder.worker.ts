// The QR decoder's worker: reads each frame the camera screen sends (a VideoFrame, or an ImageBitmap where there
// is no VideoFrame; transferred) and answers with its code, off the page's thread, so a tap or a typed code never
// waits behind a decode (docs/web.md).
import { createQrReader } from './qr-read.ts';

export interface FrameMessage {
  id: number;
  frame: VideoFrame | ImageBitmap;
}

/** A frame's code; `{ started: true }` once, first, when this script has run. */
export type WorkerMessage = { id: number; code: string | null } | { started: true };

const read = createQrReader();

self.addEventListener('message', async (event: MessageEvent<FrameMessage>) => {
  const { id, frame } = event.data;
  let code: string | null = null;
  try {
    code = await read(frame);
  } catch {
    // A frame that cannot be read is a frame without a code; the next one comes in SCANNER_DELAY_MS.
  } finally {
    frame.close();
  }
  self.postMessage({ id, code } satisfies WorkerMessage);
});

self.postMessage({ started: true } satisfies WorkerMessage);
