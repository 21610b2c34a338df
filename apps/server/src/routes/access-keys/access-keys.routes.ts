// Invitations (access keys): list, create, show, edit, delete, the guard's validate and the resident's
// personal dynamic key. Thin: validate -> service -> presented answer.
import {
  AccessKeyList,
  AccessKeyListQuery,
  AccessKeySaved,
  CreateAccessKeyRequest,
  DynamicKey,
  EditAccessKeyRequest,
  IdParams,
  ScanResult,
  ValidateQuery,
} from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../services/access-decision.ts';
import { createAccessKeysService } from '../../services/access-keys.service.ts';
import { createValidateService } from '../../services/access-keys.validate.ts';

export const accessKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = createAccessKeysService(app.ctx);
  const scans = createValidateService(app.ctx);
  const tags = ['access keys'];

  app.get(
    '/access_keys',
    {
      config: { permission: 'access_keys.list' },
      schema: { tags, querystring: AccessKeyListQuery, response: { 200: AccessKeyList } },
    },
    async (request) => keys.list(request.auth, request.query),
  );

  app.post(
    '/access_keys',
    {
      config: { permission: 'access_keys.create' },
      schema: { tags, body: CreateAccessKeyRequest, response: { 201: AccessKeySaved } },
    },
    async (request, reply) =>
      reply.status(201).send({ access_key: await keys.create(request.auth, request.body.access_key) }),
  );

  app.get(
    '/access_keys/validate',
    {
      config: { permission: 'access_keys.validate' },
      schema: { tags, querystring: ValidateQuery, response: { 200: ScanResult } },
    },
    async (request) => scans.validate(request.auth, request.query, languageOf(request.headers['accept-language'])),
  );

  app.get(
    '/access_keys/user_access_key',
    { config: { permission: 'access_keys.user_access_key' }, schema: { tags, response: { 200: DynamicKey } } },
    async (request) => keys.issuePersonalKey(request.auth),
  );

  app.get(
    '/access_keys/:id',
    {
      config: { permission: 'access_keys.show' },
      schema: { tags, params: IdParams, response: { 200: AccessKeySaved } },
    },
    async (request) => ({ access_key: await keys.show(request.auth, request.params.id) }),
  );

  app.patch(
    '/access_keys/:id',
    {
      config: { permission: 'access_keys.update' },
      schema: { tags, params: IdParams, body: EditAccessKeyRequest, response: { 200: AccessKeySaved } },
    },
    async (request) => ({
      access_key: await keys.update(request.auth, request.params.id, request.body.access_key),
    }),
  );

  app.delete(
    '/access_keys/:id',
    {
      config: { permission: 'access_keys.delete' },
      schema: { tags, params: IdParams, response: { 200: AccessKeySaved } },
    },
    async (request) => ({ access_key: await keys.remove(request.auth, request.params.id) }),
  );
};
