// Favourite contacts: the paged, searchable list, one by id and the picker search of the invitation and event forms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCommunityMembersService } from '../../services/community-members.service.ts';
import { route } from '../endpoint.ts';

export const communityMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = createCommunityMembersService(app.ctx);

  route(app, 'community_members.list', async (request) => members.list(request.auth, request.query));

  route(app, 'community_members.show', async (request) => members.show(request.auth, request.params.id));

  route(app, 'community_members.search', async (request) => members.search(request.auth, request.query));
};
