// What the invitation form offers (spec §7): the caller's access points with their zones (page 1 of 30),
// the network's invitation custom attributes, the favourite of /new-invitation/{cmId} by id (GET
// /community_members/{id}, wherever it sits in the list) and the caller's favourites (GET
// /community_members/list, at most 100) searched by phone to tell whether a contact with that phone already
// exists. Providers come from lib/providers.ts.
import { type AccessServer, type CommunityMember, SHORT_REQUEST_TIMEOUT_MS } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { accessServerOptionsQuery } from '../../../lib/access-server-options.ts';
import { api } from '../../../lib/api.ts';
import { ownContactsQuery } from '../../../lib/own-contacts.ts';

/** The same call and cache as the other pickers, keeping the zones and coordinates. */
export const accessPointsQuery = queryOptions({
  ...accessServerOptionsQuery,
  select: (data): AccessServer[] => data.access_servers,
  staleTime: 5 * 60_000,
});

export const invitationAttributesQuery = queryOptions({
  queryKey: ['custom-attributes', 'access_key'],
  queryFn: ({ signal }) => api.call('access_keys.custom_attributes', { signal }),
  select: (data) => data.custom_attributes,
  staleTime: 5 * 60_000,
});

/**
 * The favourite of /new-invitation/{cmId}, asked by id. Its failures are the screen's to tell (a 404 is spec §8's
 * "community member not found"), so the snackbar stays quiet. Its key lies outside COMMUNITY_MEMBERS_KEY: saving
 * the invitation refreshes the contacts, and refetching a favourite that answered 404 would take the form (and its
 * success dialog) down while it loads again.
 */
export const favoriteQuery = (id: number) =>
  queryOptions({
    queryKey: ['community-member', id],
    queryFn: async ({ signal }): Promise<CommunityMember> =>
      (await api.call('community_members.show', { params: { id }, timeoutMs: SHORT_REQUEST_TIMEOUT_MS, signal }))
        .community_member,
    meta: { silent: true },
  });

/** Whether the caller already has a contact with exactly this phone (spec §5 'existed contact'). */
export const contactWithPhoneQuery = (phone: string) =>
  queryOptions({
    ...ownContactsQuery(phone),
    select: (members: CommunityMember[]) => members.some((member) => member.phone === phone),
    meta: { silent: true },
  });
