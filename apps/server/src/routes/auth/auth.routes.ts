// Sign-in, sign-out, current session, password reset and the web app's public settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentLogin, presentUser } from '../../presenters/user.presenter.ts';
import { createAuthService } from '../../services/auth.service.ts';
import { route } from '../endpoint.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.ctx);

  route(app, 'health.show', async () => ({ ok: true }));

  route(app, 'config.show', async () => app.ctx.config.web);

  route(app, 'session.create', async (request) => {
    const { token, user } = await auth.login(request.body.email, request.body.password, request.ip);
    return presentLogin(app.ctx.db, user, token);
  });

  route(app, 'session.delete', async (request, reply) => {
    await auth.logout(request.auth.sessionId);
    return reply.status(204).send();
  });

  route(app, 'session.show', async (request) => ({
    user: await presentUser(app.ctx.db, request.auth.network, request.auth.user),
  }));

  route(app, 'password_reset.request', async (request, reply) => {
    await auth.requestReset(request.body.email);
    return reply.status(204).send();
  });

  route(app, 'password_reset.complete', async (request, reply) => {
    await auth.completeReset(request.body.token, request.body.password);
    return reply.status(204).send();
  });
};
