// First run without a session: GET /setup says whether the site still needs it; POST /setup creates the site's
// network and first admin and answers like POST /login. Its 409/422/network failures are the screen's to explain.
import type { SetupRequest } from '@garita/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const setupStatusQuery = queryOptions({
  queryKey: ['setup-status'],
  queryFn: ({ signal }) => api.call('setup.show', { signal }),
  // Once set up a site stays set up; until then only this browser's setup (or a 409) changes the answer.
  staleTime: Number.POSITIVE_INFINITY,
  meta: { silent: true },
});

export function useSetupStatus() {
  return useQuery(setupStatusQuery);
}

export function useCompleteSetup() {
  return useMutation({
    mutationFn: (request: SetupRequest) => api.call('setup.create', { body: request }),
    meta: { silent: true },
  });
}
