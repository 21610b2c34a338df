// Lists the forms need: the network's providers (alphabetical, 'Otro' last) and its custom attributes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCustomAttributesService } from '../../services/custom-attributes.service.ts';
import { createProvidersService } from '../../services/providers.service.ts';
import { route } from '../endpoint.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createProvidersService(app.ctx);
  const attributes = createCustomAttributesService(app.ctx);

  route(app, 'providers.list', async (request) => providers.catalog(request.auth));

  for (const [name, scope] of [
    ['transactions.custom_attributes', 'transaction'],
    ['access_keys.custom_attributes', 'access_key'],
  ] as const) {
    route(app, name, async (request) => attributes.catalog(request.auth, scope));
  }
};
