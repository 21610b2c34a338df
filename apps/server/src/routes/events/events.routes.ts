// Events: list, create, detail, edit, the guest keys of an event, adding guests and correcting one guest.
import {
  AddGuestsRequest,
  CreateEventRequest,
  EventAccessKeyList,
  EventAccessKeysQuery,
  EventList,
  EventListQuery,
  EventSaved,
  GuestParams,
  GuestSaved,
  GuestsAdded,
  IdParams,
  UpdateEventRequest,
  UpdateGuestRequest,
} from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEventsService } from '../../services/events.service.ts';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = createEventsService(app.ctx);
  const tags = ['events'];

  app.get(
    '/events',
    {
      config: { permission: 'events.list' },
      schema: { tags, querystring: EventListQuery, response: { 200: EventList } },
    },
    async (request) => events.list(request.auth, request.query),
  );

  app.post(
    '/events',
    {
      config: { permission: 'events.create' },
      schema: { tags, body: CreateEventRequest, response: { 201: EventSaved } },
    },
    async (request, reply) => reply.status(201).send({ event: await events.create(request.auth, request.body) }),
  );

  app.get(
    '/events/:id',
    { config: { permission: 'events.show' }, schema: { tags, params: IdParams, response: { 200: EventSaved } } },
    async (request) => ({ event: await events.show(request.auth, request.params.id) }),
  );

  app.patch(
    '/events/:id',
    {
      config: { permission: 'events.update' },
      schema: { tags, params: IdParams, body: UpdateEventRequest, response: { 200: EventSaved } },
    },
    async (request) => ({ event: await events.update(request.auth, request.params.id, request.body) }),
  );

  app.get(
    '/events/:id/access_keys',
    {
      config: { permission: 'events.show' },
      schema: { tags, params: IdParams, querystring: EventAccessKeysQuery, response: { 200: EventAccessKeyList } },
    },
    async (request) => events.accessKeys(request.auth, request.params.id, request.query),
  );

  app.post(
    '/events/:id/add_guests',
    {
      config: { permission: 'events.add_guests' },
      schema: { tags, params: IdParams, body: AddGuestsRequest, response: { 201: GuestsAdded } },
    },
    async (request, reply) =>
      reply.status(201).send(await events.addGuests(request.auth, request.params.id, request.body)),
  );

  app.patch(
    '/events/:id/guests/:guestId',
    {
      config: { permission: 'events.update_guest' },
      schema: { tags, params: GuestParams, body: UpdateGuestRequest, response: { 200: GuestSaved } },
    },
    async (request) => ({
      guest: await events.updateGuest(request.auth, request.params.id, request.params.guestId, request.body),
    }),
  );
};
