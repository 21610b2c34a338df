// Access points: list, detail, and the admin's create, update (every field, photo settings, reactivation) and
// deactivation (DELETE: never removed, see services/access-servers.service.ts).
import {
  AccessServer,
  AccessServerList,
  AccessServerListQuery,
  AccessServerResult,
  CreateAccessServer,
  IdParams,
  UpdateAccessServer,
} from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAccessServersService } from '../../services/access-servers.service.ts';

export const accessServersRoutes: FastifyPluginAsyncZod = async (app) => {
  const servers = createAccessServersService(app.ctx);
  const tags = ['access points'];

  app.get(
    '/access_servers',
    {
      config: { permission: 'access_servers.list' },
      schema: { tags, querystring: AccessServerListQuery, response: { 200: AccessServerList } },
    },
    async (request) => servers.list(request.auth, request.query),
  );

  app.post(
    '/access_servers',
    {
      config: { permission: 'access_servers.create' },
      schema: { tags, body: CreateAccessServer, response: { 201: AccessServerResult } },
    },
    async (request, reply) =>
      reply.status(201).send({ access_server: await servers.create(request.auth, request.body) }),
  );

  app.get(
    '/access_servers/:id',
    {
      config: { permission: 'access_servers.show' },
      schema: { tags, params: IdParams, response: { 200: AccessServer } },
    },
    async (request) => servers.show(request.auth, request.params.id),
  );

  app.patch(
    '/access_servers/:id',
    {
      config: { permission: 'access_servers.update' },
      schema: { tags, params: IdParams, body: UpdateAccessServer, response: { 200: AccessServer } },
    },
    async (request) => servers.update(request.auth, request.params.id, request.body),
  );

  app.delete(
    '/access_servers/:id',
    {
      config: { permission: 'access_servers.delete' },
      schema: { tags, params: IdParams, response: { 200: AccessServerResult } },
    },
    async (request) => ({ access_server: await servers.deactivate(request.auth, request.params.id) }),
  );
};
