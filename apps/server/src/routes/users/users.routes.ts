// Users of the caller's network: list, search, show, create, update, delete, choose access point.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUsersService } from '../../services/users.service.ts';
import { route } from '../endpoint.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService(app.ctx);

  route(app, 'users.list', async (request) => users.list(request.auth, request.query));

  route(app, 'users.search', async (request) =>
    users.search(request.auth, request.query.q, request.query.network_group),
  );

  route(app, 'users.show', async (request) => ({ user: await users.show(request.auth, request.params.id) }));

  route(app, 'users.create', async (request, reply) =>
    reply.status(201).send({ user: await users.create(request.auth, request.body) }),
  );

  route(app, 'users.update', async (request) => ({
    user: await users.update(request.auth, request.params.id, request.body),
  }));

  route(app, 'users.delete', async (request, reply) => {
    await users.remove(request.auth, request.params.id);
    return reply.status(204).send();
  });

  route(app, 'users.control_access_server', async (request) => ({
    user: await users.controlAccessServer(request.auth, request.body.access_server),
  }));
};
