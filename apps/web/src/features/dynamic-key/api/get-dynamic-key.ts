// GET /access_keys/user_access_key: a fresh personal key each call (the server supersedes the previous one),
// with the phone's clocks read as the request leaves (countdown.ts explains why).
import { SHORT_REQUEST_TIMEOUT_MS } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { DYNAMIC_KEY_LIFETIME_MS, type KeyTiming, readClock } from '../countdown.ts';

export interface IssuedKey extends KeyTiming {
  uniqueId: string;
  validUntil: string;
}

export const dynamicKeyQuery = queryOptions({
  queryKey: ['dynamic-key'],
  queryFn: async ({ signal }): Promise<IssuedKey> => {
    const requestedAt = readClock();
    const { access_key } = await api.call('access_keys.user_access_key', {
      timeoutMs: SHORT_REQUEST_TIMEOUT_MS,
      signal,
    });
    return {
      uniqueId: access_key.unique_id,
      validUntil: access_key.valid_until,
      requestedAt,
      lifetimeMs: DYNAMIC_KEY_LIFETIME_MS,
    };
  },
  // A key is never reused from the cache: each opening of the dialog asks for a new one, and the countdown
  // (not the cache) decides when to ask again.
  gcTime: 0,
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  meta: { silent: true },
});
