// Lists the forms need: the network's providers (alphabetical, 'Otro' last) and its custom attributes.
import { CustomAttributeList, ProviderList } from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCustomAttributesService } from '../../services/custom-attributes.service.ts';
import { createProvidersService } from '../../services/providers.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createProvidersService(app.ctx);
  const attributes = createCustomAttributesService(app.ctx);

  app.get(
    '/providers',
    { config: { permission: 'providers.list' }, schema: { tags: ['catalog'], response: { 200: ProviderList } } },
    async (request) => providers.catalog(request.auth),
  );

  for (const scope of ['transaction', 'access_key'] as const) {
    app.get(
      `/${scope}s/custom_attributes`,
      {
        config: { permission: 'custom_attributes.list' },
        schema: { tags: ['catalog'], response: { 200: CustomAttributeList } },
      },
      async (request) => attributes.catalog(request.auth, scope),
    );
  }
};
