// GET /community_members (spec §7): one page of saved contacts with search — a resident's own favourites, or
// for an admin the network's registered visitors with who saved them. The CSV takes page 1 of 100 (spec §9:
// community member lists 100).
import type { CommunityMemberList } from '@garita/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { COMMUNITY_MEMBERS_KEY } from '../../../lib/own-contacts.ts';

export const COMMUNITY_MEMBERS_CSV_SIZE = 100;

export interface CommunityMembersParams {
  query: string;
  page: number;
  results: number;
}

export const communityMembersQuery = (params: CommunityMembersParams) =>
  queryOptions({
    queryKey: [...COMMUNITY_MEMBERS_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.call('community_members.list', {
        query: { query: params.query || undefined, page: params.page, results: params.results },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export async function fetchCommunityMembersForExport(query: string): Promise<CommunityMemberList['community_members']> {
  const { community_members } = await api.call('community_members.list', {
    query: { query: query || undefined, page: 1, results: COMMUNITY_MEMBERS_CSV_SIZE, export: '1' },
  });
  return community_members;
}
