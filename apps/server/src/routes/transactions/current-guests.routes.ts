// GET /access_servers/{id}/current_guests: visitors let in at an access point who have not left yet.
import { CurrentGuests, IdParams } from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../services/access-decision.ts';
import { createTransactionsService } from '../../services/transactions.service.ts';

export const currentGuestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const logbook = createTransactionsService(app.ctx);

  app.get(
    '/access_servers/:id/current_guests',
    {
      config: { permission: 'access_servers.current_guests' },
      schema: { tags: ['logbook'], params: IdParams, response: { 200: CurrentGuests } },
    },
    async (request) =>
      logbook.currentGuests(request.auth, request.params.id, languageOf(request.headers['accept-language'])),
  );
};
