// The public invitation page's call: no token, like /health and the signed photo URL. The share link's
// unique_id is the only credential; answers are never cached (a deleted key must stop showing its QR at once)
// and never indexed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPublicInvitationsService } from '../../services/public-invitations.service.ts';
import { route } from '../endpoint.ts';

export const publicInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = createPublicInvitationsService(app.ctx);

  route(app, 'public_invitations.show', async (request) => invitations.show(request.params.unique_id), {
    // On every answer of this route, 404s included.
    onSend: async (_request, reply, payload) => {
      reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer');
      return payload;
    },
  });
};
