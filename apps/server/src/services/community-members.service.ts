// Favourite contacts: residents see their own; an admin's paged list is the network's registered visitors.
// The pickers of the invitation and event forms (`list`) offer only the caller's own contacts, whatever the
// role (spec §6: event guest contacts are limited to the current user's). `show` is one contact of the paged
// list's scope, by id (the favourite of /new-invitation/{cmId}, whichever page of the list it sits on).
import {
  COMMUNITY_MEMBER_LIST_LIMIT,
  type CommunityMemberList,
  type CommunityMemberResult,
  type CommunityMemberSearchResult,
} from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pageTotals, pageWindow } from '../lib/paging.ts';
import { communityMemberOwner, pickerContactsOwner } from '../policies/community-members.ts';
import { presentCommunityMember } from '../presenters/community-member.presenter.ts';
import { findCommunityMemberWithOwner, listCommunityMembers } from '../repositories/community-members.repository.ts';

export function createCommunityMembersService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(auth: Auth, q: { page: number; results: number; query?: string }): Promise<CommunityMemberList> {
      const { rows, total } = await listCommunityMembers(db, {
        networkId: auth.network.id,
        userId: communityMemberOwner(auth),
        query: q.query || undefined,
        ...pageWindow(q),
      });
      return {
        community_members: rows.map(presentCommunityMember),
        ...pageTotals(total, q),
      };
    },

    /** One contact, to whom the paged list would show it; 404 when missing, deleted or out of reach. */
    async show(auth: Auth, id: number): Promise<CommunityMemberResult> {
      const member = await findCommunityMemberWithOwner(db, {
        networkId: auth.network.id,
        userId: communityMemberOwner(auth),
        id,
      });
      if (!member) throw notFound();
      return { community_member: presentCommunityMember(member) };
    },

    async search(auth: Auth, q: { key: string; phone?: string | undefined }): Promise<CommunityMemberSearchResult> {
      const { rows } = await listCommunityMembers(db, {
        networkId: auth.network.id,
        userId: pickerContactsOwner(auth),
        query: q.key || undefined,
        phone: q.phone,
        limit: COMMUNITY_MEMBER_LIST_LIMIT,
        offset: 0,
      });
      return { community_members: rows.map(presentCommunityMember) };
    },
  };
}
