// Invitations (access keys): list, create, show, edit, delete, the guard's validate and the resident's
// personal dynamic key. Thin: validate -> service -> presented answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../services/access-decision.ts';
import { createAccessKeysService } from '../../services/access-keys.service.ts';
import { createValidateService } from '../../services/access-keys.validate.ts';
import { route } from '../endpoint.ts';

export const accessKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = createAccessKeysService(app.ctx);
  const scans = createValidateService(app.ctx);

  route(app, 'access_keys.list', async (request) => keys.list(request.auth, request.query));

  route(app, 'access_keys.create', async (request, reply) =>
    reply.status(201).send({
      access_key: await keys.create(
        request.auth,
        request.body.access_key,
        languageOf(request.headers['accept-language']),
      ),
    }),
  );

  route(app, 'access_keys.validate', async (request) =>
    scans.validate(request.auth, request.query, languageOf(request.headers['accept-language'])),
  );

  route(app, 'access_keys.user_access_key', async (request) => keys.issuePersonalKey(request.auth, request.query));

  route(app, 'access_keys.show', async (request) => ({
    access_key: await keys.show(request.auth, request.params.id),
  }));

  route(app, 'access_keys.update', async (request) => ({
    access_key: await keys.update(request.auth, request.params.id, request.body.access_key),
  }));

  route(app, 'access_keys.delete', async (request) => ({
    access_key: await keys.remove(request.auth, request.params.id),
  }));
};
