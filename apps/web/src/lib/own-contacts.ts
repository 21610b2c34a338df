// GET /community_members/list?key: the caller's own saved contacts — whatever the role (spec §6) —, at most 100
// by name, searched on the server. The pickers of the invitation and event forms ask it (with the phone screens'
// 10 s timeout, spec §7), and the forms look a contact up in it by id or phone; ?phone= asks for the contacts
// with one number, whichever of them the first 100 leave out. A saved invitation refreshes both (everything
// under 'community-members').
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

/**
 * The caller's own contacts with exactly this national number (GET /community_members/list?phone): the one the
 * server's "save as favourite" would find and keep instead of saving another (spec §5 "existed contact"),
 * however many contacts the caller has.
 */
export const ownContactsWithPhoneQuery = (phone: string) =>
  queryOptions({
    queryKey: [...COMMUNITY_MEMBERS_KEY, 'own-phone', phone],
    queryFn: async ({ signal }): Promise<CommunityMember[]> =>
      (
        await api.call('community_members.search', {
          query: { phone },
          timeoutMs: SHORT_REQUEST_TIMEOUT_MS,
          signal,
        })
      ).community_members,
    staleTime: 30_000,
  });
