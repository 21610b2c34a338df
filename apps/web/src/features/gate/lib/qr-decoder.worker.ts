// The QR decoder's worker: reads each frame the camera screen sends (an ImageBitmap, transferred) and answers
// with its code, off the page's thread, so a tap or a typed code never waits behind a decode (docs/web.md).
import { createQrReader } from './qr-read.ts';

export interface FrameMessage {
  id: number;
  frame: ImageBitmap;
}

export interface CodeMessage {
  id: number;
  code: string | null;
}

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
  self.postMessage({ id, code } satisfies CodeMessage);
});
