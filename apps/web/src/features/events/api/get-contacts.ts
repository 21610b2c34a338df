// GET /community_members/list?key: the user's own saved contacts for the guest pickers (spec §6: only
// contacts whose user is the current user; the server answers at most 100, by name).
import type { CommunityMemberSearchResult } from '@garita/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const contactsQuery = (key: string) =>
  queryOptions({
    queryKey: ['community-members', 'own', key],
    queryFn: async ({ signal }) =>
      (
        await api.get<CommunityMemberSearchResult>('/community_members/list', {
          query: { key: key || undefined },
          signal,
        })
      ).community_members,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
