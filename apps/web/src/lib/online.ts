// Whether the app is online. Two answers for two uses:
// - useOnline(): the browser's own flag (spec §2: a 'no internet connection' screen when it is off).
// - useReachable(): whether Garita's server answers (docs/offline.md, "Offline on the device"). The browser's flag
//   misses the booth whose Wi-Fi is up while its uplink is down, so a request that found no server at all (fetch's
//   TypeError: lib/api.ts reports it here) counts as offline too, until the server answers again. While
//   unreachable and watched by a screen, a probe asks GET /api/v1/health every PROBE_MS; any answer (any status)
//   from anything that speaks HTTP there ends it, and so does the next answer to any other call.
import { useSyncExternalStore } from 'react';

export const PROBE_MS = 10_000;
const PROBE_URL = '/api/v1/health';

function subscribeBrowser(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeBrowser,
    () => navigator.onLine,
    () => true,
  );
}

let failedRequest = false;
const listeners = new Set<() => void>();
let probe: ReturnType<typeof setInterval> | null = null;

function notify(): void {
  for (const listener of listeners) listener();
  watchProbe();
}

/** lib/api.ts: a request found no server (true) or got an answer (false). */
export function reportConnection(failed: boolean): void {
  if (failed === failedRequest) return;
  failedRequest = failed;
  notify();
}

/** Whether the server can be reached, as far as the browser and the last requests tell. */
export function isReachable(): boolean {
  const browserOnline = typeof navigator === 'undefined' || navigator.onLine !== false;
  return browserOnline && !failedRequest;
}

/** Asks again while a screen shows the state and the last request found no server. */
function watchProbe(): void {
  const wanted = failedRequest && listeners.size > 0;
  if (wanted && !probe) {
    probe = setInterval(() => {
      fetch(PROBE_URL, { cache: 'no-store' }).then(
        () => reportConnection(false),
        () => {},
      );
    }, PROBE_MS);
  } else if (!wanted && probe) {
    clearInterval(probe);
    probe = null;
  }
}

function subscribeReachable(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeBrowser = subscribeBrowser(() => {
    // The browser says it is back: let the next request (or the probe) tell whether the server is.
    if (navigator.onLine) failedRequest = false;
    listener();
  });
  watchProbe();
  return () => {
    listeners.delete(listener);
    unsubscribeBrowser();
    watchProbe();
  };
}

export function useReachable(): boolean {
  return useSyncExternalStore(subscribeReachable, isReachable, () => true);
}
