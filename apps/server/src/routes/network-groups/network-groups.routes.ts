// Units (network groups): list, create, update.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createNetworkGroupsService } from '../../services/network-groups.service.ts';
import { route } from '../endpoint.ts';

export const networkGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = createNetworkGroupsService(app.ctx);

  route(app, 'network_groups.list', async (request) => groups.list(request.auth, request.query));

  route(app, 'network_groups.create', async (request, reply) =>
    reply.status(201).send({ network_group: await groups.create(request.auth, request.body) }),
  );

  route(app, 'network_groups.update', async (request) => ({
    network_group: await groups.update(request.auth, request.params.id, request.body),
  }));
};
