// Favourite contacts: the paged, searchable list and the picker search of the invitation and event forms.
import {
  CommunityMemberList,
  CommunityMemberListQuery,
  CommunityMemberSearchQuery,
  CommunityMemberSearchResult,
} from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCommunityMembersService } from '../../services/community-members.service.ts';

export const communityMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = createCommunityMembersService(app.ctx);
  const tags = ['community members'];

  app.get(
    '/community_members',
    {
      config: { permission: 'community_members.list' },
      schema: { tags, querystring: CommunityMemberListQuery, response: { 200: CommunityMemberList } },
    },
    async (request) => members.list(request.auth, request.query),
  );

  app.get(
    '/community_members/list',
    {
      config: { permission: 'community_members.list' },
      schema: { tags, querystring: CommunityMemberSearchQuery, response: { 200: CommunityMemberSearchResult } },
    },
    async (request) => members.search(request.auth, request.query.key),
  );
};
