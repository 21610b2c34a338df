// Every API route plugin, mounted under /api/v1 by app.ts.
import type { FastifyPluginAsync } from 'fastify';
import { accessKeysRoutes } from './access-keys/access-keys.routes.ts';
import { accessServersRoutes } from './access-servers/access-servers.routes.ts';
import { gatesRoutes } from './access-servers/gates.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { communityMembersRoutes } from './community-members/community-members.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { intelligenceRoutes } from './intelligence/intelligence.routes.ts';
import { networkRoutes } from './network/network.routes.ts';
import { networkGroupsRoutes } from './network-groups/network-groups.routes.ts';
import { photosRoutes } from './photos/photos.routes.ts';
import { publicInvitationsRoutes } from './public-invitations/public-invitations.routes.ts';
import { setupRoutes } from './setup/setup.routes.ts';
import { currentGuestsRoutes } from './transactions/current-guests.routes.ts';
import { transactionsRoutes } from './transactions/transactions.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(setupRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(accessServersRoutes);
  await app.register(gatesRoutes);
  await app.register(networkGroupsRoutes);
  await app.register(catalogRoutes);
  await app.register(accessKeysRoutes);
  await app.register(transactionsRoutes);
  await app.register(currentGuestsRoutes);
  await app.register(photosRoutes);
  await app.register(communityMembersRoutes);
  await app.register(eventsRoutes);
  await app.register(publicInvitationsRoutes);
  await app.register(intelligenceRoutes);
  await app.register(networkRoutes);
  await app.register(auditRoutes);
};
