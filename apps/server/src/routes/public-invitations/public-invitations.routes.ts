// The public invitation page's call: no token, like /health and the signed photo URL. The share link's
// unique_id is the only credential; answers are never cached (a deleted key must stop showing its QR at once)
// and never indexed.
import { PublicInvitationParams, PublicInvitationResponse } from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPublicInvitationsService } from '../../services/public-invitations.service.ts';

export const publicInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = createPublicInvitationsService(app.ctx);

  app.get(
    '/public/invitations/:unique_id',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        security: [],
        description: "An invitation as its visitor sees it, by the share link's unique_id. Unknown ids: 404.",
        params: PublicInvitationParams,
        response: { 200: PublicInvitationResponse },
      },
      // On every answer of this route, 404s included.
      onSend: async (_request, reply, payload) => {
        reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex, nofollow')
          .header('referrer-policy', 'no-referrer');
        return payload;
      },
    },
    async (request) => ({ invitation: await invitations.show(request.params.unique_id) }),
  );
};
