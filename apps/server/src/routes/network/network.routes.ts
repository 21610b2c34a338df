// The network admin's own network: its settings and its provider catalogue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCustomAttributesService } from '../../services/custom-attributes.service.ts';
import { createNetworkService } from '../../services/network.service.ts';
import { createProvidersService } from '../../services/providers.service.ts';
import { createPurgeService } from '../../services/purge.service.ts';
import { route } from '../endpoint.ts';

export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const network = createNetworkService(app.ctx);
  const providers = createProvidersService(app.ctx);
  const attributes = createCustomAttributesService(app.ctx);
  const purge = createPurgeService(app.ctx);

  route(app, 'network.show', async (request) => network.show(request.auth));

  route(app, 'network.update', async (request) => network.update(request.auth, request.body));

  route(app, 'network_purge_runs.list', async (request) => purge.list(request.auth));

  route(app, 'network_providers.list', async (request) => providers.list(request.auth));

  route(app, 'network_providers.create', async (request, reply) =>
    reply.status(201).send(await providers.create(request.auth, request.body)),
  );

  route(app, 'network_providers.update', async (request) =>
    providers.update(request.auth, request.params.id, request.body),
  );

  route(app, 'network_providers.delete', async (request, reply) => {
    await providers.remove(request.auth, request.params.id);
    return reply.status(204).send();
  });

  route(app, 'network_custom_attributes.list', async (request) => attributes.list(request.auth));

  route(app, 'network_custom_attributes.create', async (request, reply) =>
    reply.status(201).send(await attributes.create(request.auth, request.body)),
  );

  route(app, 'network_custom_attributes.update', async (request) =>
    attributes.update(request.auth, request.params.id, request.body),
  );

  route(app, 'network_custom_attributes.delete', async (request, reply) => {
    await attributes.remove(request.auth, request.params.id);
    return reply.status(204).send();
  });
};
