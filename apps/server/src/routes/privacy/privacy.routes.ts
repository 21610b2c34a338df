// Privacy (LFPDPPP): the network's privacy notice (public, and edited by admins) and the admins' ARCO tools.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPersonalDataService } from '../../services/personal-data.service.ts';
import { createPrivacyNoticeService } from '../../services/privacy-notice.service.ts';
import { route } from '../endpoint.ts';

/** A notice is at most 2 × 40 000 characters of text (up to 4 bytes each in UTF-8), with room for JSON. */
const NOTICE_BODY_LIMIT = 400 * 1024;
/** A selection is a few thousand ids. */
const SELECTION_BODY_LIMIT = 64 * 1024;

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const notices = createPrivacyNoticeService(app.ctx);
  const personalData = createPersonalDataService(app.ctx);

  route(app, 'public_privacy_notices.site', async () => notices.site());

  route(app, 'public_privacy_notices.show', async (request) => notices.byPublicId(request.params.public_id));

  route(app, 'privacy_notice.own', async (request) => notices.own(request.auth));

  route(app, 'privacy_notice.show', async (request) => notices.settings(request.auth));

  route(app, 'privacy_notice.update', async (request) => notices.update(request.auth, request.body), {
    bodyLimit: NOTICE_BODY_LIMIT,
  });

  route(app, 'personal_data.search', async (request) => personalData.search(request.auth, request.query.query));

  // A zip, not JSON: the reply is written by hand and streamed as it is built.
  route(
    app,
    'personal_data.export',
    async (request, reply) => {
      const { fileName, stream } = await personalData.export(request.auth, request.body);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
    { bodyLimit: SELECTION_BODY_LIMIT },
  );

  route(app, 'personal_data.erase', async (request) => personalData.erase(request.auth, request.body), {
    bodyLimit: SELECTION_BODY_LIMIT,
  });
};
