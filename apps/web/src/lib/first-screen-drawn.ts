// Whether this tab's first signed-in screen has drawn. What works in the background (the live stream, the session's
// re-read, the guard's offline data) waits for it: on a slow phone the first screen's code and list have the
// network and the main thread to themselves (docs/web.md, "Chunks and caching"). Once drawn, it stays so.
import { useEffect, useSyncExternalStore } from 'react';

let drawn = false;
const listeners = new Set<() => void>();

function markDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first screen's first paint on. */
export function useFirstScreenDrawn(): boolean {
  return useSyncExternalStore(subscribe, () => drawn);
}

/**
 * Drawn last inside a screen (after its code has come): marks the first screen drawn once the browser is idle after
 * its paint (effects run before the frame is shown; Safari has no requestIdleCallback, so a new task there).
 */
export function FirstScreenDrawn(): null {
  useEffect(() => {
    if (drawn) return;
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(markDrawn, { timeout: 500 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(markDrawn, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
