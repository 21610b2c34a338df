// The service worker the build writes (/sw.js, Workbox through vite-plugin-pwa; docs/web.md, "The installable
// app"). Its precache is the whole app, about 4 MB before compression, which only the devices where a guard works
// need (the gate offline, docs/offline.md): the guard's shell installs it (`installServiceWorker`), and a host's or
// an admin's device downloads none of it. Both calls come through dynamic imports in production builds only, so
// the login screen's code carries none of this.
//
// A new release's worker installs beside the running one and waits: it takes over at the app's next start
// (`updateServiceWorker`, here, before anything is on screen but the splash), never under a guard who is in the
// middle of a register.
const SW_URL = '/sw.js';
const OPTIONS: RegistrationOptions = { scope: '/', type: 'classic' };

/** A guard is signed in: the device gets the worker, or checks the one it has for a newer release (left waiting). */
export async function installServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(SW_URL, OPTIONS);
}

/** The app starts: a device that has the worker checks for a newer release, and lets one the previous run left
 *  waiting take over (the page reloads once onto it). A device without the worker is left without. */
export async function updateServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (!(await navigator.serviceWorker.getRegistration(OPTIONS.scope))) return;
  const registration = await navigator.serviceWorker.register(SW_URL, OPTIONS);
  const waiting = registration.waiting;
  if (waiting && navigator.serviceWorker.controller) {
    // A worker of a newer release was left waiting by the previous run: let it take over and start again on it.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  }
}
