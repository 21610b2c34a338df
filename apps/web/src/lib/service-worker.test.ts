// The service worker (docs/web.md, "The installable app"): /sw.js at the root scope. A guard's shell installs it;
// at the app's start, a device that has it lets a newer release's worker, left waiting by the previous run, take
// over, and the page reloads once onto it; a first install (no controller yet) reloads nothing, and a device
// without the worker (a resident's, an admin's) gets none at the start.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installServiceWorker, updateServiceWorker } from './service-worker.ts';

function fakeBrowser({
  registered = true,
  waiting,
  controller,
}: {
  registered?: boolean;
  waiting: boolean;
  controller: boolean;
}) {
  const postMessage = vi.fn();
  const listeners = new Map<string, () => void>();
  const register = vi.fn(async () => ({ waiting: waiting ? { postMessage } : null }));
  const getRegistration = vi.fn(async () => (registered ? {} : undefined));
  const reload = vi.fn();
  vi.stubGlobal('navigator', {
    serviceWorker: {
      register,
      getRegistration,
      controller: controller ? {} : null,
      addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    },
  });
  vi.stubGlobal('window', { location: { reload } });
  return { register, postMessage, reload, fire: (name: string) => listeners.get(name)?.() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the service worker', () => {
  it("is installed for the whole app by a guard's shell, and lets nothing take over there", async () => {
    const browser = fakeBrowser({ registered: false, waiting: true, controller: true });
    await installServiceWorker();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic' });
    expect(browser.postMessage).not.toHaveBeenCalled();
  });

  it("lets a waiting release take over at the app's start", async () => {
    const browser = fakeBrowser({ waiting: true, controller: true });
    await updateServiceWorker();
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
      await updateServiceWorker();
      expect(browser.postMessage).not.toHaveBeenCalled();
      browser.fire('controllerchange');
      expect(browser.reload).not.toHaveBeenCalled();
    }
  });

  it('installs nothing at the start of a device that has no worker', async () => {
    const browser = fakeBrowser({ registered: false, waiting: false, controller: false });
    await updateServiceWorker();
    expect(browser.register).not.toHaveBeenCalled();
  });
});
