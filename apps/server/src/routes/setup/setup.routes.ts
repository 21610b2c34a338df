// First run: GET /setup tells the web whether to show the setup screen; POST /setup creates the first network
// and its admin and signs the admin in. Both are public (there is nobody to sign in yet); once a network
// exists POST /setup answers 409 already_set_up to every body, before reading it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSetupService } from '../../services/setup.service.ts';
import { route } from '../endpoint.ts';

export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = createSetupService(app.ctx);

  route(app, 'setup.show', async () => setup.status());

  route(app, 'setup.create', async (request, reply) => reply.status(201).send(await setup.setup(request.body)), {
    preValidation: async () => {
      await setup.refuseIfSetUp();
    },
  });
};
