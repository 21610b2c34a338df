// Sign-in, sign-out, current session, password reset and the web app's public settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthService } from '../../services/auth.service.ts';
import { route } from '../endpoint.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.ctx);

  route(app, 'health.show', async () => ({ ok: true }));

  route(app, 'config.show', async () => app.ctx.config.web);

  route(app, 'session.create', async (request) => auth.login(request.body.email, request.body.password, request.ip));

  route(app, 'session.delete', async (request, reply) => {
    await auth.logout(request.auth.sessionId);
    return reply.status(204).send();
  });

  route(app, 'session.show', async (request) => auth.session(request.auth));

  route(app, 'password_reset.request', async (request, reply) => {
    await auth.requestReset(request.body.email);
    return reply.status(204).send();
  });

  route(app, 'password_reset.complete', async (request, reply) => {
    await auth.completeReset(request.body.token, request.body.password);
    return reply.status(204).send();
  });
};
