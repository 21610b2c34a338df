// The guard's invitations for the console's lookup (GET /access_keys, spec §7): the keys that open one of the
// guard's access points, searched by visitor, phone, email, reason or host, newest first, a page at a time.
// Retried on a 500 like the other invitation lists (spec §8).
import type { AccessKeyList } from '@garita/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export const CONSOLE_INVITATIONS_KEY = ['access-keys', 'guard-console'] as const;

export interface ConsoleInvitationsParams {
  query: string;
  page: number;
  results: number;
}

export const consoleInvitationsQuery = ({ query, page, results }: ConsoleInvitationsParams) =>
  queryOptions({
    queryKey: [...CONSOLE_INVITATIONS_KEY, { query, page, results }],
    queryFn: ({ signal }) =>
      api.get<AccessKeyList>('/access_keys', {
        query: { query: query || undefined, page, results },
        retryOn500: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
