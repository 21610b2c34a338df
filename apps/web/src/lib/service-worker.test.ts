// The service worker's registration (docs/web.md, "The installable app"): /sw.js at the root scope; a newer
// release's worker left waiting by the previous run takes over at this start, and the page reloads once onto it;
// on a first install (no controller yet) nothing is reloaded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker.ts';

function fakeBrowser({ waiting, controller }: { waiting: boolean; controller: boolean }) {
  const postMessage = vi.fn();
  const listeners = new Map<string, () => void>();
  const register = vi.fn(async () => ({ waiting: waiting ? { postMessage } : null }));
  const reload = vi.fn();
  vi.stubGlobal('navigator', {
    serviceWorker: {
      register,
      controller: controller ? {} : null,
      addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    },
  });
  vi.stubGlobal('window', { location: { reload } });
  return { register, postMessage, reload, fire: (name: string) => listeners.get(name)?.() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the service worker', () => {
  it("registers /sw.js for the whole app, and lets a waiting release take over at the app's start", async () => {
    const browser = fakeBrowser({ waiting: true, controller: true });
    await registerServiceWorker();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic' });
    expect(browser.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(browser.reload).not.toHaveBeenCalled();
    browser.fire('controllerchange');
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a first install and an up-to-date worker alone', async () => {
    for (const state of [
      { waiting: true, controller: false },
      { waiting: false, controller: true },
    ]) {
      const browser = fakeBrowser(state);
      await registerServiceWorker();
      expect(browser.postMessage).not.toHaveBeenCalled();
      browser.fire('controllerchange');
      expect(browser.reload).not.toHaveBeenCalled();
    }
  });
});
