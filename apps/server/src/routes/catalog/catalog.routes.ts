// Lists the forms need: the network's providers (alphabetical, 'Otro' last) and its custom attributes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProvidersService } from '../../services/providers.service.ts';
import { route } from '../endpoint.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const providers = createProvidersService(app.ctx);

  route(app, 'providers.list', async (request) => providers.catalog(request.auth));

  for (const [name, scope] of [
    ['transactions.custom_attributes', 'transaction'],
    ['access_keys.custom_attributes', 'access_key'],
  ] as const) {
    route(app, name, async (request) => {
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
    });
  }
};
