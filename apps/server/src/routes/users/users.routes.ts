// Users of the caller's network: list, search, show, create, update, delete, choose access point.
import {
  ControlAccessServerRequest,
  CreateUserRequest,
  IdParams,
  UpdateUserRequest,
  UserList,
  UserListQuery,
  UserSaved,
  UserSearchQuery,
  UserSearchResult,
} from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUsersService } from '../../services/users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService(app.ctx);
  const tags = ['users'];

  app.get(
    '/users',
    { config: { permission: 'users.list' }, schema: { tags, querystring: UserListQuery, response: { 200: UserList } } },
    async (request) => users.list(request.auth, request.query),
  );

  app.get(
    '/users/list',
    {
      config: { permission: 'users.search' },
      schema: { tags, querystring: UserSearchQuery, response: { 200: UserSearchResult } },
    },
    async (request) => users.search(request.auth, request.query.q, request.query.network_group),
  );

  app.get(
    '/users/:id',
    { config: { permission: 'users.show' }, schema: { tags, params: IdParams, response: { 200: UserSaved } } },
    async (request) => ({ user: await users.show(request.auth, request.params.id) }),
  );

  app.post(
    '/users',
    { config: { permission: 'users.create' }, schema: { tags, body: CreateUserRequest, response: { 201: UserSaved } } },
    async (request, reply) => reply.status(201).send({ user: await users.create(request.auth, request.body) }),
  );

  app.patch(
    '/users/:id',
    {
      config: { permission: 'users.update' },
      schema: { tags, params: IdParams, body: UpdateUserRequest, response: { 200: UserSaved } },
    },
    async (request) => ({ user: await users.update(request.auth, request.params.id, request.body) }),
  );

  app.delete(
    '/users/:id',
    { config: { permission: 'users.delete' }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await users.remove(request.auth, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/users/control_access_server',
    {
      config: { permission: 'users.control_access_server' },
      schema: { tags, body: ControlAccessServerRequest, response: { 200: UserSaved } },
    },
    async (request) => ({ user: await users.controlAccessServer(request.auth, request.body.access_server) }),
  );
};
