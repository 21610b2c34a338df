// GET /community_members/list?key: the caller's own saved contacts — whatever the role (spec §6) —, at most 100
// by name, searched on the server. The pickers of the invitation and event forms ask it (with the phone screens'
// 10 s timeout, spec §7), and the forms look a contact up in it by id or phone; a saved invitation refreshes
// it (everything under 'community-members').
import { type CommunityMember, SHORT_REQUEST_TIMEOUT_MS } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/** Every saved-contact query: the pickers' and the favourites lists (features/community-members). */
export const COMMUNITY_MEMBERS_KEY = ['community-members'] as const;

export const ownContactsQuery = (key: string) =>
  queryOptions({
    queryKey: [...COMMUNITY_MEMBERS_KEY, 'own', key],
    queryFn: async ({ signal }): Promise<CommunityMember[]> =>
      (
        await api.call('community_members.search', {
          query: { key: key || undefined },
          timeoutMs: SHORT_REQUEST_TIMEOUT_MS,
          signal,
        })
      ).community_members,
    staleTime: 30_000,
  });
