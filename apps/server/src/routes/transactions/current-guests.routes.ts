// GET /access_servers/{id}/current_guests: visitors let in at an access point who have not left yet.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../services/access-decision.ts';
import { createTransactionsService } from '../../services/transactions.service.ts';
import { route } from '../endpoint.ts';

export const currentGuestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const logbook = createTransactionsService(app.ctx);

  route(app, 'access_servers.current_guests', async (request) =>
    logbook.currentGuests(request.auth, request.params.id, languageOf(request.headers['accept-language'])),
  );
};
