// Intelligence (network admins): the figures of a range of days, and the network's external dashboard address.
import { DashboardSettings, DashboardSettingsInput, Intelligence, IntelligenceQuery } from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIntelligenceService } from '../../services/intelligence.service.ts';

export const intelligenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const intelligence = createIntelligenceService(app.ctx);
  const tags = ['intelligence'];

  app.get(
    '/intelligence',
    {
      config: { permission: 'intelligence.show' },
      schema: { tags, querystring: IntelligenceQuery, response: { 200: Intelligence } },
    },
    async (request) => intelligence.show(request.auth, request.query),
  );

  app.patch(
    '/intelligence/dashboard',
    {
      config: { permission: 'intelligence.update' },
      schema: { tags, body: DashboardSettingsInput, response: { 200: DashboardSettings } },
    },
    async (request) => intelligence.setDashboard(request.auth, request.body),
  );
};
