// Lists the forms need: providers (alphabetical, 'Otro' last) and the network's custom attributes.
import { CustomAttributeList, OTHER_PROVIDER, ProviderList } from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/providers',
    { config: { permission: 'providers.list' }, schema: { tags: ['catalog'], response: { 200: ProviderList } } },
    async (request) => {
      const rows = await db
        .selectFrom('providers')
        .select(['name', 'display_name'])
        .where((eb) => eb.or([eb('network_id', 'is', null), eb('network_id', '=', request.auth.network.id)]))
        .where('name', '!=', OTHER_PROVIDER.name)
        .execute();
      const sorted = rows.sort((a, b) => a.display_name.localeCompare(b.display_name, 'es', { sensitivity: 'base' }));
      return { providers: [...sorted, { ...OTHER_PROVIDER }] };
    },
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
