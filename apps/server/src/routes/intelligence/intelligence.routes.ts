// Intelligence (network admins): the figures of a range of days, and the network's external dashboard address.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIntelligenceService } from '../../services/intelligence.service.ts';
import { route } from '../endpoint.ts';

export const intelligenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const intelligence = createIntelligenceService(app.ctx);

  route(app, 'intelligence.show', async (request) => intelligence.show(request.auth, request.query));

  route(app, 'intelligence.update', async (request) => intelligence.setDashboard(request.auth, request.body));
};
