// Community members: a resident's saved contacts (favourites), spec §3 and §7. The paged list is the
// "my favourites" screen (admins: the network's registered visitors); `list?key=` feeds the pickers of the
// invitation and event forms with the caller's own contacts.
import { z } from 'zod';
import { Paged, PageQuery, trimmed } from './common.ts';
import { MAX_TEXT } from './constants.ts';

/** The pickers show at most this many contacts (spec §9: community member lists 100). */
export const COMMUNITY_MEMBER_LIST_LIMIT = 100;

export const CommunityMember = z.object({
  id: z.number(),
  name: z.string(),
  /** National number, digits only. */
  phone: z.string(),
  country_code: z.string(),
  email: z.string(),
  /** Whose contact it is. */
  user: z.object({
    id: z.number(),
    name: z.string(),
    network_group: z.object({ name: z.string() }).nullable(),
  }),
});
export type CommunityMember = z.infer<typeof CommunityMember>;

/** page, results, query (name, phone or email). */
export const CommunityMemberListQuery = PageQuery;
export const CommunityMemberList = z.object({ community_members: z.array(CommunityMember), ...Paged });
export type CommunityMemberList = z.infer<typeof CommunityMemberList>;

/** One favourite by id (the invitation form of /new-invitation/{cmId}): whom the paged list would show it to. */
export const CommunityMemberResult = z.object({ community_member: CommunityMember });
export type CommunityMemberResult = z.infer<typeof CommunityMemberResult>;

/**
 * key: name, phone or email contains it. phone: only contacts with exactly this national number (digits), the
 * number the server's "save as favourite" checks before saving another (spec §5 "existed contact").
 */
export const CommunityMemberSearchQuery = z.object({
  key: trimmed(MAX_TEXT).optional().default(''),
  phone: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'digits only')
    .optional(),
});
export const CommunityMemberSearchResult = z.object({ community_members: z.array(CommunityMember) });
export type CommunityMemberSearchResult = z.infer<typeof CommunityMemberSearchResult>;
