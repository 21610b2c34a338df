// GET /offline/snapshot and GET /offline/public_key (docs/offline.md): the signed snapshot of an access point for
// a guard's device, and the key that verifies it.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceOf } from '../../lib/device.ts';
import { createOfflineSnapshotService } from '../../services/offline-snapshot.service.ts';
import { route } from '../endpoint.ts';

const gzipText = promisify(gzip);
/** Answers shorter than this go as they are. */
const GZIP_FROM_BYTES = 1024;

export const offlineSnapshotRoutes: FastifyPluginAsyncZod = async (app) => {
  const offline = createOfflineSnapshotService(app.ctx);

  // A full snapshot of 10,000 keys is megabytes of JSON and about a twentieth of that gzipped (docs/benchmarks.md),
  // and the server compresses no other answer: this plugin's answers go gzipped to a client that accepts it
  // (every browser does, and undoes it before the page reads the body: the signed text is unchanged).
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string' || payload.length < GZIP_FROM_BYTES) return payload;
    reply.header('vary', 'accept-encoding');
    if (!/\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''))) return payload;
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return gzipText(payload);
  });

  route(app, 'offline.snapshot', async (request) => offline.snapshot(request.auth, request.query, deviceOf(request)));
  route(app, 'offline.public_key', async (request) => offline.publicKey(request.auth));
};
