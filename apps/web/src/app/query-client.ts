// TanStack Query set-up: every failed query or mutation is reported in the snackbar, translated,
// unless it is marked `meta: { silent: true }` (spec §8 lists the calls that fail silently).
import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from '../lib/errors.ts';

interface AppMeta extends Record<string, unknown> {
  /** Do not show this call's failures (the screen handles them, or spec §8 says it is silent). */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export function createQueryClient(): QueryClient {
  // TanStack Query assumes it starts online and then follows the browser's events: a page loaded offline (the
  // guard's phone, from the service worker: docs/offline.md) would send every query and fail each one, and the
  // config query, failed, was sent again on every remount. Start from what the browser knows.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!mutation.meta?.silent) reportError(error);
      },
    }),
    defaultOptions: {
      // Retrying is the API client's job, on 500 and only for the lists of spec §8.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
