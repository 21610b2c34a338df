// A network admin's webhooks (docs/webhooks.md): the subscriptions, their secret, a test ping and the delivery log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createWebhooksService } from '../../services/webhooks.service.ts';
import { route } from '../endpoint.ts';

export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const webhooks = createWebhooksService(app.ctx);

  route(app, 'webhooks.list', async (request) => webhooks.list(request.auth));

  route(app, 'webhooks.create', async (request, reply) =>
    reply.status(201).send(await webhooks.create(request.auth, request.body)),
  );

  route(app, 'webhooks.update', async (request) => webhooks.update(request.auth, request.params.id, request.body));

  route(app, 'webhooks.delete', async (request, reply) => {
    await webhooks.remove(request.auth, request.params.id);
    return reply.status(204).send();
  });

  route(app, 'webhooks.secret', async (request) => webhooks.secret(request.auth, request.params.id));

  route(app, 'webhooks.test', async (request) => webhooks.test(request.auth, request.params.id));

  route(app, 'webhooks.deliveries', async (request) => webhooks.deliveries(request.auth, request.params.id));
};
