// Lists the forms need: the network's providers (alphabetical, 'Otro' last) and its custom attributes.
import { CustomAttributeList, ProviderList } from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProvidersService } from '../../services/providers.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const providers = createProvidersService(app.ctx);

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
      async (request) => {
        const rows = await db
          .selectFrom('custom_attributes')
          .selectAll()
          .where('network_id', '=', request.auth.network.id)
          .where('scope', '=', scope)
          .orderBy('position')
          .orderBy('id')
          .execute();
        return {
          custom_attributes: rows.map((r) => ({
            id: r.id,
            attribute_name: r.attribute_name,
            attribute_type: r.attribute_type,
            required: r.required,
            options: r.options,
            value: r.attribute_type === 'boolean' ? false : null,
          })),
        };
      },
    );
  }
};
