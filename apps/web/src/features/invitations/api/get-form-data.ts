// What the invitation form offers (spec §7): the caller's access points with their zones (page 1 of 30),
// the network's invitation custom attributes, and the caller's favourites (GET /community_members/list,
// at most 100) — searched by text, looked up by id for /new-invitation/{cmId}, or by phone to tell
// whether a contact with that phone already exists. Providers come from lib/providers.ts.
import type { AccessServer, CommunityMember } from '@garita/contract';
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

/** The favourite of /new-invitation/{cmId}, among the caller's contacts; null when it is not theirs. */
export const favoriteQuery = (id: number) =>
  queryOptions({
    ...ownContactsQuery(''),
    select: (members: CommunityMember[]) => members.find((member) => member.id === id) ?? null,
  });

/** Whether the caller already has a contact with exactly this phone (spec §5 'existed contact'). */
export const contactWithPhoneQuery = (phone: string) =>
  queryOptions({
    ...ownContactsQuery(phone),
    select: (members: CommunityMember[]) => members.some((member) => member.phone === phone),
    meta: { silent: true },
  });
