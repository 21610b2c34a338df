// The network's watchlist (docs/watchlist.md): network admins list, add, edit and remove entries.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createWatchlistService } from '../../services/watchlist.service.ts';
import { route } from '../endpoint.ts';

export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const watchlist = createWatchlistService(app.ctx);

  route(app, 'watchlist.list', async (request) => watchlist.list(request.auth));

  route(app, 'watchlist.create', async (request, reply) =>
    reply.status(201).send(await watchlist.create(request.auth, request.body)),
  );

  route(app, 'watchlist.update', async (request) => watchlist.update(request.auth, request.params.id, request.body));

  route(app, 'watchlist.delete', async (request, reply) => {
    await watchlist.remove(request.auth, request.params.id);
    return reply.status(204).send();
  });
};
