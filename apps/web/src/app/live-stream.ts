// Live screens (docs/live.md): one Server-Sent Events stream per signed-in tab (GET /api/v1/events/stream), read
// with fetch so the token goes in the Authorization header as on every call, never in a URL. Each event refreshes
// the lists it touches (React Query caches), and a resident's visitor let in shows an arrival notice. A cut
// connection is retried every second with Last-Event-ID: the server replays what was missed, and the lists are
// read again on every reconnect, so nothing is lost across it.
// use-live-updates.ts loads this module once signed in: the signed-out screens carry no SSE reader. Each event is
// parsed with the contract's schema (live-event.ts), which with zod comes with the first event rather than with the
// first screen, where it was 23 KB gzip of the guard's (docs/web.md, "Chunks and caching").

import { LIVE_EVENT_NAME } from '@garita/contract';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import type { QueryClient } from '@tanstack/react-query';
import { EVENTS_KEY } from '../features/events/api/get-events.ts';
import { INVITATIONS_KEY } from '../features/invitations/api/get-invitations.ts';
import { addArrival } from '../features/live/arrivals.ts';
import { API_BASE } from '../lib/api.ts';
import { signalLiveChange } from '../lib/live-signal.ts';
import { CURRENT_GUESTS_KEY, TRANSACTIONS_KEY } from '../lib/transactions.ts';

/** Why the stream stops for good: the session is over (other calls end it and say so). */
class StreamRefused extends Error {}
/** The server closed the stream (it does every few minutes): reconnect with Last-Event-ID. */
class StreamEnded extends Error {}

const RETRY_MS = 1_000;
/** Changes that come together refresh the lists once. */
const REFRESH_AFTER_MS = 100;

function liveRefresher(client: QueryClient) {
  const due = new Set<readonly string[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (keys: (readonly string[])[]) => {
    for (const key of keys) due.add(key);
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const queryKey of due) void client.invalidateQueries({ queryKey });
      due.clear();
    }, REFRESH_AFTER_MS);
  };
}

const LOGBOOK_KEYS = [TRANSACTIONS_KEY, CURRENT_GUESTS_KEY];
const INVITATION_KEYS = [INVITATIONS_KEY, EVENTS_KEY];
/** How many handled event ids a session keeps to drop a replayed one. */
const SEEN_KEPT = 1_000;

/** Where the session's stream is: its last id and the events already handled (kept across reconnections). */
export interface StreamState {
  token: string;
  lastId: string | null;
  seen: Set<number>;
}

/** Reads the session's stream until `signal` aborts or the server refuses it (the session is over). */
export function openLiveStream(client: QueryClient, state: StreamState, signal: AbortSignal): void {
  const { token } = state;
  const refresh = liveRefresher(client);
  const seen = state.seen;
  let opened = state.lastId === null ? 0 : 1;
  let handling: Promise<void> = Promise.resolve();
  void fetchEventSource(`${API_BASE}/events/stream`, {
    headers: {
      Authorization: `Token=${token}`,
      ...(state.lastId === null ? {} : { 'last-event-id': state.lastId }),
    },
    signal,
    // The guard's console in a background tab keeps counting.
    openWhenHidden: true,
    async onopen(response) {
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.startsWith('text/event-stream')) {
        // After a cut, read the lists again: what changed meanwhile shows whatever the replay holds.
        if (opened++ > 0) refresh([...LOGBOOK_KEYS, ...INVITATION_KEYS]);
        return;
      }
      if (response.status === 401 || response.status === 403 || response.status === 422) throw new StreamRefused();
      throw new StreamEnded();
    },
    onmessage(message) {
      if (message.id) state.lastId = message.id;
      // The stream's first message says only where it starts (`ready`): no need of the schema for it.
      if (message.event !== LIVE_EVENT_NAME) return;
      // In order, one after another: the first waits for the schema's chunk.
      handling = handling
        .then(async () => {
          const { readLiveEvent } = await import('./live-event.ts');
          const event = readLiveEvent(message);
          if (!event || seen.has(event.id)) return;
          seen.add(event.id);
          if (seen.size > SEEN_KEPT) seen.delete(seen.values().next().value as number);
          refresh(event.kind === 'transaction' ? LOGBOOK_KEYS : INVITATION_KEYS);
          // The guard's offline snapshot (docs/offline.md) is no query cache: it hears of the change this way.
          signalLiveChange(event.kind);
          if (event.arrival) addArrival({ id: event.id, ...event.arrival });
        })
        .catch((error: unknown) => {
          // The schema's chunk did not come (offline a moment): the lists are read again on the next reconnect.
          console.warn('Live event not handled', error);
        });
    },
    onclose() {
      throw new StreamEnded();
    },
    onerror(error) {
      if (error instanceof StreamRefused) throw error;
      return RETRY_MS;
    },
  }).catch(() => {
    // Refused: the session is over; the next call of the screen ends it and says so.
  });
}
