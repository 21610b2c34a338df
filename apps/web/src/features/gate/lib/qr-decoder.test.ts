// The page's side of the QR decoder (qr-decoder.ts) with a stand-in worker: no frame before the worker's script ran,
// no frame left unclosed when the camera screen goes away, and the page reading frames itself once the worker
// failed or when the browser would not start it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQrDecoder } from './qr-decoder.ts';
import type { FrameMessage, WorkerMessage } from './qr-decoder.worker.ts';

const pageReads = vi.fn(async () => 'read-on-the-page');
vi.mock('./qr-read.ts', () => ({ createQrReader: () => pageReads }));

class FakeFrame {
  static made: FakeFrame[] = [];
  closed = false;
  constructor() {
    FakeFrame.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

class FakeWorker extends EventTarget {
  static last: FakeWorker;
  posted: FrameMessage[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.last = this;
  }
  postMessage(message: FrameMessage) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker's script says something. */
  say(data: WorkerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  /** The worker answers the frame it holds, closing it as the real one does. */
  answer(code: string | null) {
    const frame = this.posted.at(-1) as FrameMessage;
    (frame.frame as unknown as FakeFrame).close();
    this.say({ id: frame.id, code });
  }
}

const video = { readyState: 4, videoWidth: 1280, videoHeight: 720 } as HTMLVideoElement;

beforeEach(() => {
  FakeFrame.made = [];
  pageReads.mockClear();
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('VideoFrame', FakeFrame);
  vi.stubGlobal('HTMLMediaElement', { HAVE_CURRENT_DATA: 2 });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A decoder whose worker's script ran, with one frame in the worker: `code` is that frame's answer. */
async function withFrameInWorker() {
  const decoder = createQrDecoder();
  const worker = FakeWorker.last;
  worker.say({ started: true });
  const code = decoder.decode(video);
  await vi.waitFor(() => expect(worker.posted.length).toBe(1));
  return { decoder, worker, code };
}

describe('QR decoder (the page side)', () => {
  it("sends no frame before the worker's script ran, then reads each frame there", async () => {
    const decoder = createQrDecoder();
    const worker = FakeWorker.last;
    expect(await decoder.decode(video)).toBeNull();
    expect([worker.posted.length, FakeFrame.made.length]).toEqual([0, 0]);

    worker.say({ started: true });
    const code = decoder.decode(video);
    await vi.waitFor(() => expect(worker.posted.length).toBe(1));
    worker.answer('ABC123');
    expect(await code).toBe('ABC123');
    expect(FakeFrame.made.every((frame) => frame.closed)).toBe(true);
    expect(pageReads).not.toHaveBeenCalled();
  });

  it('ends the worker only once it closed the frame it holds; nothing is read after', async () => {
    const { decoder, worker, code } = await withFrameInWorker();
    decoder.dispose();
    expect(await code).toBeNull();
    expect(worker.terminated).toBe(false);
    worker.answer(null);
    expect(worker.terminated).toBe(true);
    expect(FakeFrame.made.every((frame) => frame.closed)).toBe(true);

    expect(await decoder.decode(video)).toBeNull();
    expect([worker.posted.length, FakeFrame.made.length]).toEqual([1, 1]);
  });

  it('reads frames on the page once the worker failed, answering the frame it held with none', async () => {
    const { decoder, worker, code: held } = await withFrameInWorker();
    worker.dispatchEvent(new Event('error', { cancelable: true }));
    expect(await held).toBeNull();
    expect(worker.terminated).toBe(true);
    expect(await decoder.decode(video)).toBe('read-on-the-page');
    expect(pageReads).toHaveBeenCalledWith(video);
    expect(worker.posted.length).toBe(1);
  });

  it('reads frames on the page when the browser refuses to start the worker', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by the policy', 'SecurityError');
        }
      },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const decoder = createQrDecoder();
    expect(await decoder.decode(video)).toBe('read-on-the-page');
    expect(warn).toHaveBeenCalledOnce();
    expect(FakeFrame.made.length).toBe(0);
    decoder.dispose();
    expect(await decoder.decode(video)).toBeNull();
    warn.mockRestore();
  });
});
