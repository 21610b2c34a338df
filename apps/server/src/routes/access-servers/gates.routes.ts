// The admin's gates of an access point: create, edit, remove (or deactivate) and the test button.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGatesService } from '../../services/gates.service.ts';
import { route } from '../endpoint.ts';

export const gatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const gates = createGatesService(app.ctx);

  route(app, 'gates.create', async (request, reply) =>
    reply.status(201).send({ gate: await gates.create(request.auth, request.params.id, request.body) }),
  );

  route(app, 'gates.update', async (request) => ({
    gate: await gates.update(request.auth, request.params.id, request.params.gateId, request.body),
  }));

  route(app, 'gates.delete', async (request) => gates.remove(request.auth, request.params.id, request.params.gateId));

  route(app, 'gates.test', async (request) => gates.test(request.auth, request.params.id, request.params.gateId));
};
