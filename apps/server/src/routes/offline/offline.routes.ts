// The offline gate's sync (docs/offline.md): a guard's device sends what it did offline; a network admin reads the
// devices and their conflicts, and marks a conflict reviewed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceOf } from '../../lib/device.ts';
import { languageOf } from '../../services/access-decision.ts';
import { createOfflineSyncService } from '../../services/transactions.offline.ts';
import { route } from '../endpoint.ts';

export const offlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const sync = createOfflineSyncService(app.ctx);

  route(app, 'offline.registers', async (request, reply) =>
    reply
      .status(201)
      .send(
        await sync.register(
          request.auth,
          request.body,
          languageOf(request.headers['accept-language']),
          deviceOf(request).userAgent,
        ),
      ),
  );

  route(app, 'offline.periods', async (request, reply) =>
    reply
      .status(201)
      .send(
        await sync.period(
          request.auth,
          request.body,
          languageOf(request.headers['accept-language']),
          deviceOf(request).userAgent,
        ),
      ),
  );

  route(app, 'offline.devices', async (request) => sync.devices(request.auth));

  route(app, 'offline.conflicts', async (request) => sync.conflicts(request.auth, request.query));

  route(app, 'offline.resolve_conflict', async (request) =>
    sync.resolve(request.auth, request.params.id, request.body),
  );
};
