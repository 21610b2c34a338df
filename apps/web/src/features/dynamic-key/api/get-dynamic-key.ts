// GET /access_keys/user_access_key: the resident's key, with the phone's clocks read as the request leaves
// (countdown.ts explains why). The first ask of an opening gets a fresh key (the server retires the previous
// ones); while that key is counting, the dialog asks again every few seconds with `live`, and the server answers
// the same key until it is used at a gate — then a new one, which the dialog shows at once.
import { DYNAMIC_KEY_POLL_MS, type DynamicKey, SHORT_REQUEST_TIMEOUT_MS } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ClockReading, DYNAMIC_KEY_LIFETIME_MS, type KeyTiming, readClock, secondsLeft } from '../countdown.ts';

export interface IssuedKey extends KeyTiming {
  uniqueId: string;
  validUntil: string;
}

/**
 * The key the dialog shows after an answer: the one it already shows when the server gave that one again (its
 * countdown goes on), else the new one, counted from the request's departure for the time the server said it
 * had left (never more than a key's lifetime).
 */
export function nextIssuedKey(
  previous: IssuedKey | undefined,
  answer: DynamicKey['access_key'],
  requestedAt: ClockReading,
): IssuedKey {
  if (previous && previous.uniqueId === answer.unique_id) return previous;
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
      query: live ? { live: 'true' } : {},
      timeoutMs: SHORT_REQUEST_TIMEOUT_MS,
      signal,
    });
    return nextIssuedKey(previous, access_key, requestedAt);
  },
  // A key is never reused from the cache: each opening of the dialog asks for a new one; the countdown and the
  // use check (refetchInterval) decide when to ask again.
  gcTime: 0,
  staleTime: Number.POSITIVE_INFINITY,
  refetchInterval: DYNAMIC_KEY_POLL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  meta: { silent: true },
});
