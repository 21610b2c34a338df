// Access points: list, detail, and the admin's create, update (every field, photo settings, reactivation) and
// deactivation (DELETE: never removed, see services/access-servers.service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAccessServersService } from '../../services/access-servers.service.ts';
import { route } from '../endpoint.ts';

export const accessServersRoutes: FastifyPluginAsyncZod = async (app) => {
  const servers = createAccessServersService(app.ctx);

  route(app, 'access_servers.list', async (request) => servers.list(request.auth, request.query));

  route(app, 'access_servers.create', async (request, reply) =>
    reply.status(201).send({ access_server: await servers.create(request.auth, request.body) }),
  );

  route(app, 'access_servers.show', async (request) => servers.show(request.auth, request.params.id));

  route(app, 'access_servers.update', async (request) => servers.update(request.auth, request.params.id, request.body));

  route(app, 'access_servers.delete', async (request) => ({
    access_server: await servers.deactivate(request.auth, request.params.id),
  }));
};
