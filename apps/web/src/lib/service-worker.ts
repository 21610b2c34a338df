// Registers the service worker the build writes (/sw.js, Workbox through vite-plugin-pwa; docs/offline.md, "The
// installable app"). main.tsx imports this after the first render, in production builds only, so the login
// screen's code carries none of it. A new release's worker installs beside the running one and waits: it takes
// over at the app's next start (here, before anything is on screen but the splash), never under a guard who is
// in the middle of a register.
const SW_URL = '/sw.js';

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register(SW_URL, { scope: '/', type: 'classic' });
  const waiting = registration.waiting;
  if (waiting && navigator.serviceWorker.controller) {
    // A worker of a newer release was left waiting by the previous run: let it take over and start again on it.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  }
}
