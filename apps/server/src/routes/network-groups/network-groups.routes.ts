// Units (network groups): list, create, update.
import {
  IdParams,
  NetworkGroupInput,
  NetworkGroupList,
  NetworkGroupListQuery,
  NetworkGroupSaved,
} from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createNetworkGroupsService } from '../../services/network-groups.service.ts';

export const networkGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = createNetworkGroupsService(app.ctx);
  const tags = ['units'];

  app.get(
    '/network_groups',
    {
      config: { permission: 'network_groups.list' },
      schema: { tags, querystring: NetworkGroupListQuery, response: { 200: NetworkGroupList } },
    },
    async (request) => groups.list(request.auth, request.query),
  );

  app.post(
    '/network_groups',
    {
      config: { permission: 'network_groups.create' },
      schema: { tags, body: NetworkGroupInput, response: { 201: NetworkGroupSaved } },
    },
    async (request, reply) =>
      reply.status(201).send({ network_group: await groups.create(request.auth, request.body) }),
  );

  app.patch(
    '/network_groups/:id',
    {
      config: { permission: 'network_groups.update' },
      schema: { tags, params: IdParams, body: NetworkGroupInput, response: { 200: NetworkGroupSaved } },
    },
    async (request) => ({ network_group: await groups.update(request.auth, request.params.id, request.body) }),
  );
};
