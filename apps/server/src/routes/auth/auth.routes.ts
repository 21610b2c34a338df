// Sign-in, sign-out, current session, password reset and the web app's public settings.
import { CompleteResetRequest, CurrentUser, LoginRequest, LoginResponse, ResetPasswordRequest } from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthService } from '../../services/auth.service.ts';

const WebConfig = z.object({
  previous_version_url: z.string().nullable(),
  android_app_url: z.string().nullable(),
  ios_app_url: z.string().nullable(),
  privacy_notice_url: z.string().nullable(),
  user_manual_url: z.string().nullable(),
  desktop_mode_emails: z.array(z.string()),
  map_tile_url: z.string(),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.ctx);

  app.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({ ok: true }));

  app.get(
    '/config',
    { config: { public: true }, schema: { tags: ['session'], response: { 200: WebConfig } } },
    async () => app.ctx.config.web,
  );

  app.post(
    '/login',
    { config: { public: true }, schema: { tags: ['session'], body: LoginRequest, response: { 200: LoginResponse } } },
    async (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  app.delete('/logout', { schema: { tags: ['session'] } }, async (request, reply) => {
    await auth.logout(request.auth.sessionId);
    return reply.status(204).send();
  });

  app.get(
    '/session',
    { config: { permission: 'session.show' }, schema: { tags: ['session'], response: { 200: CurrentUser } } },
    async (request) => auth.session(request.auth),
  );

  app.post(
    '/users/reset_password',
    { config: { public: true }, schema: { tags: ['session'], body: ResetPasswordRequest } },
    async (request, reply) => {
      await auth.requestReset(request.body.email);
      return reply.status(204).send();
    },
  );

  app.post(
    '/users/complete_reset',
    { config: { public: true }, schema: { tags: ['session'], body: CompleteResetRequest } },
    async (request, reply) => {
      await auth.completeReset(request.body.token, request.body.password);
      return reply.status(204).send();
    },
  );
};
