// Live screens (docs/live.md): keeps a signed-in tab's lists current through the session's event stream. The
// stream's code (live-stream.ts: the SSE reader, the event schema and so zod) is loaded when a session starts,
// not with the signed-out screens (docs/web.md, "Chunks and caching").
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearArrivals } from '../features/live/arrivals.ts';
import { useFirstScreenDrawn } from '../lib/first-screen-drawn.ts';
import type { StreamState } from './live-stream.ts';

/** Where the session's stream was, kept across a remount of the hook: its last id, the events already handled. */
let resume: StreamState | null = null;

/** Keeps the signed-in user's screens current while `token` is the session's, from its first screen's paint on. */
export function useLiveUpdates(token: string | undefined): void {
  const client = useQueryClient();
  const drawn = useFirstScreenDrawn();
  useEffect(() => {
    // Signed out, or another session: the notices and the place in the stream were the previous user's.
    if (resume?.token !== token) {
      clearArrivals();
      resume = token ? { token, lastId: null, seen: new Set() } : null;
    }
    if (!token || !resume || !drawn) return;
    const state = resume;
    const controller = new AbortController();
    const open = () => {
      import('./live-stream.ts')
        .then(({ openLiveStream }) => {
          if (!controller.signal.aborted) openLiveStream(client, state, controller.signal);
        })
        .catch((error: unknown) => {
          // The stream's code could not come (the connection went as it was asked for): again once it is back.
          if (controller.signal.aborted) return;
          console.warn('Live updates not started', error);
          window.addEventListener('online', open, { once: true, signal: controller.signal });
        });
    };
    open();
    return () => controller.abort();
  }, [client, token, drawn]);
}
