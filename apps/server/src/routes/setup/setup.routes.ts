// First run: GET /setup tells the web whether to show the setup screen; POST /setup creates the first network
// and its admin and signs the admin in. Both are public (there is nobody to sign in yet); once a network
// exists POST /setup answers 409 already_set_up to every body, before reading it.
import { LoginResponse, SetupRequest, SetupStatus } from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSetupService } from '../../services/setup.service.ts';

/** A setup body is a few short strings. */
export const SETUP_BODY_LIMIT_BYTES = 16 * 1024;

export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = createSetupService(app.ctx);
  const tags = ['setup'];

  app.get(
    '/setup',
    { config: { public: true }, schema: { tags, security: [], response: { 200: SetupStatus } } },
    async () => setup.status(),
  );

  app.post(
    '/setup',
    {
      config: { public: true },
      bodyLimit: SETUP_BODY_LIMIT_BYTES,
      schema: { tags, security: [], body: SetupRequest, response: { 201: LoginResponse } },
      preValidation: async () => {
        await setup.refuseIfSetUp();
      },
    },
    async (request, reply) => reply.status(201).send(await setup.setup(request.body)),
  );
};
