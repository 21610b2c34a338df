// GET /access_keys/user_access_key: the resident's key, a time-based code `P.<user>.<step>.<code>` (docs/offline.md),
// with the phone's clocks read as the request leaves (countdown.ts explains why). The first ask of an opening gets
// the code to show now; while that code is counting, the dialog asks again every few seconds with `live` and the
// code it shows, and the server answers that code until it is used at a gate — then the next step's, which the
// dialog shows at once. The phone never holds the code's secret (docs/offline.md says why).
import { DYNAMIC_KEY_POLL_MS, type DynamicKey, SHORT_REQUEST_TIMEOUT_MS } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ClockReading, DYNAMIC_KEY_LIFETIME_MS, type KeyTiming, readClock, secondsLeft } from '../countdown.ts';

export interface IssuedKey extends KeyTiming {
  uniqueId: string;
  validUntil: string;
}

/**
 * The key the dialog shows after an answer: the one it already shows when a live check gave that one again (its
 * countdown goes on), else the answer, counted from the request's departure for the time the server said it had
 * left (never more than a key's lifetime). A code asked for anew (at 0) is counted afresh even when it is the
 * same: the phone's clock ran ahead of the server's, whose code is still good for `seconds_left`.
 */
export function nextIssuedKey(
  previous: IssuedKey | undefined,
  answer: DynamicKey['access_key'],
  requestedAt: ClockReading,
  live = true,
): IssuedKey {
  if (live && previous && previous.uniqueId === answer.unique_id) return previous;
  return {
    uniqueId: answer.unique_id,
    validUntil: answer.valid_until,
    requestedAt,
    lifetimeMs: Math.min(DYNAMIC_KEY_LIFETIME_MS, answer.seconds_left * 1000),
  };
}

const QUERY_KEY = ['dynamic-key'] as const;

export const dynamicKeyQuery = queryOptions({
  queryKey: QUERY_KEY,
  queryFn: async ({ signal, client }): Promise<IssuedKey> => {
    const requestedAt = readClock();
    const previous = client.getQueryData<IssuedKey>(QUERY_KEY);
    // A key still counting is only checked; at 0 (or on the first ask) a new one is asked for.
    const live = !!previous && secondsLeft(previous, requestedAt) > 0;
    const { access_key } = await api.call('access_keys.user_access_key', {
      query: live && previous ? { live: 'true', shown: previous.uniqueId } : {},
      timeoutMs: SHORT_REQUEST_TIMEOUT_MS,
      signal,
    });
    return nextIssuedKey(previous, access_key, requestedAt, live);
  },
  // A key is never reused from the cache: each opening of the dialog asks for the code to show; the countdown and
  // the use check (refetchInterval) decide when to ask again.
  gcTime: 0,
  staleTime: Number.POSITIVE_INFINITY,
  refetchInterval: DYNAMIC_KEY_POLL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  meta: { silent: true },
});
