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
      api.call('access_keys.list', { query: { query: query || undefined, page, results }, retryOn500: true, signal }),
    placeholderData: keepPreviousData,
  });
