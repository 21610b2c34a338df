// Sign-in, sign-out, current session, password reset and the web app's public settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthService } from '../../services/auth.service.ts';
import { purgeExpiredThrottles } from '../../services/auth-throttle.ts';
import { createResetMailWorker } from '../../services/password-reset-mails.ts';
import { route } from '../endpoint.ts';

/** How often the server sends reset mails left waiting and forgets expired throttling counters. */
const MAINTENANCE_EVERY_MS = 30_000;
const PURGE_EVERY_TICKS = 20;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const resetMails = createResetMailWorker(app.ctx);
  const auth = createAuthService(app.ctx, resetMails);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    let ticks = 0;
    const tick = async () => {
      await resetMails.kick();
      if (ticks++ % PURGE_EVERY_TICKS === 0) await purgeExpiredThrottles(app.ctx.db, app.ctx.now());
    };
    timer = setInterval(() => {
      tick().catch((error: unknown) => app.log.error({ err: error }, 'sign-in maintenance failed'));
    }, MAINTENANCE_EVERY_MS);
    timer.unref();
    void tick().catch((error: unknown) => app.log.error({ err: error }, 'sign-in maintenance failed'));
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await resetMails.idle();
  });

  route(app, 'health.show', async () => ({ ok: true }));

  route(app, 'config.show', async () => app.ctx.config.web);

  route(app, 'session.create', async (request) => auth.login(request.body.email, request.body.password, request.ip));

  route(app, 'session.delete', async (request, reply) => {
    await auth.logout(request.auth.sessionId);
    return reply.status(204).send();
  });

  route(app, 'session.show', async (request) => auth.session(request.auth));

  route(app, 'password_reset.request', async (request, reply) => {
    await auth.requestReset(request.body.email, request.ip);
    return reply.status(204).send();
  });

  route(app, 'password_reset.complete', async (request, reply) => {
    await auth.completeReset(request.body.token, request.body.password, request.ip);
    return reply.status(204).send();
  });
};
