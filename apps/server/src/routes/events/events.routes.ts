// Events: list, create, detail, edit, the guest keys of an event, adding guests and correcting one guest.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../services/access-decision.ts';
import { createEventsService } from '../../services/events.service.ts';
import { route } from '../endpoint.ts';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = createEventsService(app.ctx);

  route(app, 'events.list', async (request) => events.list(request.auth, request.query));

  route(app, 'events.create', async (request, reply) =>
    reply
      .status(201)
      .send({ event: await events.create(request.auth, request.body, languageOf(request.headers['accept-language'])) }),
  );

  route(app, 'events.show', async (request) => ({ event: await events.show(request.auth, request.params.id) }));

  route(app, 'events.update', async (request) => ({
    event: await events.update(request.auth, request.params.id, request.body),
  }));

  route(app, 'events.access_keys', async (request) =>
    events.accessKeys(request.auth, request.params.id, request.query),
  );

  route(app, 'events.add_guests', async (request, reply) =>
    reply
      .status(201)
      .send(
        await events.addGuests(
          request.auth,
          request.params.id,
          request.body,
          languageOf(request.headers['accept-language']),
        ),
      ),
  );

  route(app, 'events.update_guest', async (request) => ({
    guest: await events.updateGuest(request.auth, request.params.id, request.params.guestId, request.body),
  }));
};
