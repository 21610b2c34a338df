// GET /offline/snapshot and GET /offline/public_key (docs/offline.md): the signed snapshot of an access point for
// a guard's device, and the key that verifies it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceOf } from '../../lib/device.ts';
import { createOfflineSnapshotService } from '../../services/offline-snapshot.service.ts';
import { route } from '../endpoint.ts';

export const offlineSnapshotRoutes: FastifyPluginAsyncZod = async (app) => {
  const offline = createOfflineSnapshotService(app.ctx);

  route(app, 'offline.snapshot', async (request) => offline.snapshot(request.auth, request.query, deviceOf(request)));
  route(app, 'offline.public_key', async (request) => offline.publicKey(request.auth));
};
