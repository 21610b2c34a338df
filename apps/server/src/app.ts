// Builds the Fastify server: the JSON API under /api/v1, its OpenAPI document at /api/docs,
// and the built web app with a single-page fallback (web.ts), all on one port. Security headers (CSP and the rest)
// on every answer; the transport choices are in docs/security.md.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ERROR_MESSAGES, type ErrorBody } from '@garita/contract';
import Fastify, { type FastifyReply, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { requestScopedDb } from './db/request-transaction.ts';
import { API_DOCS_PREFIX, authenticate, installAuth } from './lib/auth-hook.ts';
import { DEFAULT_BODY_LIMIT } from './lib/body-limits.ts';
import { AppError, installErrorHandler } from './lib/errors.ts';
import { requestIdOf } from './lib/request-id.ts';
import { apiRoutes } from './routes/index.ts';
import { installOps } from './routes/ops.ts';
import { cmsOutboxTopics } from './services/cms-sync.ts';
import { createHealthService } from './services/health.service.ts';
import { createLiveHub, type LiveHub } from './services/live.ts';
import { mailOutboxTopics } from './services/mail.ts';
import { createMetrics } from './services/metrics.ts';
import { createOutboxWorker } from './services/outbox.ts';
import { overstayOutboxTopics } from './services/overstay-mail.ts';
import { createScanCache } from './services/scan-cache.ts';
import { watchlistOutboxTopics } from './services/watchlist-mail.ts';
import { webhookEventSchemas } from './services/webhooks.docs.ts';
import { webhookOutboxTopics } from './services/webhooks.service.ts';
import { builtWebApp, isPageRequest, sendPage, serveWeb } from './web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Hands committed changes to the open live streams (docs/live.md). */
    live: LiveHub;
    /** Every API route with its permission: tests walk it against policies/index.ts. */
    apiRoutes: { method: string; url: string; permission?: string; isPublic: boolean }[];
  }
}

/**
 * Where the map tiles come from, as a CSP source: MAP_TILE_URL's scheme and host, a `{s}` sub-domain placeholder
 * as `*.`; null when the tiles are data: URLs (already allowed) or the template cannot be read.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  const [, scheme, host = ''] = match;
  const wildcard = host.replace(/^\{[^}]*\}\./, '*.');
  if (/[{}]/.test(wildcard)) return `${scheme}:`;
  return `${scheme}://${wildcard}`;
}

/** The Content-Security-Policy: no inline script, no framing of Garita, images only from here and the map tiles. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const tiles = tileSource(config.web.map_tile_url);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The QR decoder is WebAssembly: compiling it needs 'wasm-unsafe-eval', which allows no JavaScript eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    // MUI (emotion) writes <style> elements and Leaflet positions tiles with style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Photos are signed same-origin URLs (/api/v1/photos/…); captured photos are data: URLs before upload.
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // A network's analytics dashboard and the user manual open in sandboxed frames from their own https sites.
    'frame-src': ["'self'", 'https:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The headers Helmet sets on an answer, found once by running its middleware on a stand-in answer: with these
 * options they depend on nothing of the request. Fastify then writes them with the answer's own headers in one go.
 * (@fastify/helmet built Helmet's middleware again on every request, 3 % of the server's CPU under the guard's
 * scans; Helmet's middleware built once still set each header on Node's answer through its chain, 4 %:
 * docs/benchmarks.md.)
 */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const standIn = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, standIn as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('Helmet did not set its headers at once');
  return headers;
}

/** Pages the web app frames itself: the CTPAT form's landing page (`/ctpat?…`). */
const FRAMED_BY_SELF = /^\/ctpat(\?|$)/;

/** HSTS for a year, only on answers sent over https (the request's protocol, or PUBLIC_URL says https). */
const HSTS = 'max-age=31536000; includeSubDomains';

export interface BuildOptions {
  logger?: boolean | object;
  /** The live hub's safety poll (services/live.ts, LIVE_SAFETY_POLL_MS by default): tests make it long. */
  liveSafetyPollMs?: number;
}

export async function buildApp(ctx: Omit<AppContext, 'log' | 'outbox' | 'scanCache'>, options: BuildOptions = {}) {
  const web = builtWebApp(ctx.config.webDist);
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    bodyLimit: DEFAULT_BODY_LIMIT,
    // The client's address is the socket's unless TRUST_PROXY names the proxies allowed to say otherwise.
    // (A hop count is a number: Fastify takes it, its types leave it out.)
    trustProxy: ctx.config.trustProxy as boolean | string[],
    // A path the router cannot read (an over-long parameter, broken %-encoding) is a miss like any other:
    // the web app for a page, our 404 body for the API — never the framework's body echoing the path.
    frameworkErrors: (_error, request, reply) => {
      if (web && isPageRequest(request)) return sendPage(web, request, reply);
      const body: ErrorBody = { code: 'not_found', message: ERROR_MESSAGES.not_found };
      return (reply as FastifyReply).code(404).send(body);
    },
    // The request id of every log line and of the X-Request-Id answer header (lib/request-id.ts, docs/deploy.md).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Per-request lines only when debugging: the guard's scans are many and short.
    logController: new LogController({
      disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  // Services get the request-scoped handle: inside an audited change it is that request's transaction.
  const base = { ...ctx, db: requestScopedDb(ctx.db), log: app.log };
  // One worker for every topic of the outbox (docs/outbox.md): drained after each change that queued something,
  // and on a timer from the moment the server is ready until it closes. Mail is always on (without SMTP_URL the
  // mailer writes to the log); the CMS sync only when configured.
  const outbox = createOutboxWorker(base, {
    ...cmsOutboxTopics(base),
    ...mailOutboxTopics(base),
    ...overstayOutboxTopics(base),
    ...webhookOutboxTopics(base),
    ...watchlistOutboxTopics(base),
  });
  // The sessions and scan gates this instance keeps (docs/access-decisions.md, "The scan's cache"): it listens on
  // the raw handle's own connection from the moment the server is ready; stopped before the database closes.
  // SCAN_CACHE=0 turns it off (every call reads its session and gate).
  const scanCache = ctx.config.scanCache ? createScanCache({ db: ctx.db, log: app.log }) : undefined;
  app.decorate('ctx', { ...base, outbox, scanCache });
  if (scanCache) {
    app.addHook('onReady', async () => scanCache.start());
    app.addHook('preClose', async () => scanCache.stop());
  }
  // Readiness, metrics and the request id (routes/ops.ts, docs/deploy.md): the raw handle, whose pool metrics read.
  app.decorate('health', createHealthService({ db: ctx.db, log: app.log }));
  app.decorate('metrics', createMetrics({ db: ctx.db, log: app.log, now: ctx.now }));
  installOps(app, { metricsToken: ctx.config.metricsToken });
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => outbox.stop());
  // The live screens' hub (docs/live.md): while a stream is open it listens for committed events (on the raw
  // handle's own connection) and reads them; forgets old ones.
  const live = createLiveHub(base, { notifications: ctx.db, safetyPollMs: options.liveSafetyPollMs });
  app.decorate('live', live);
  app.addHook('onReady', async () => live.start());
  // Before the server waits for its open connections: the streams end (browsers reconnect elsewhere).
  app.addHook('preClose', async () => live.stop());
  // A change answered here has committed: its screens on this instance hear of it now, not at the next look.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') live.kick();
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(ctx.config) },
    frameguard: { action: 'deny' },
    hsts: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  const httpsSite = ctx.config.publicUrl.startsWith('https:');
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    if (httpsSite || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // The CTPAT landing page opens inside the app's own framed dialog (spec §2): Garita may frame it, nobody else.
    if (FRAMED_BY_SELF.test(request.url)) {
      const policy = securityHeaders['content-security-policy'] ?? '';
      reply
        .header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
        .header('x-frame-options', 'SAMEORIGIN');
    }
    done();
  });
  installAuth(app);
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({
        method,
        url: route.url,
        permission: route.config?.permission,
        isPublic: !!route.config?.public,
      });
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Garita API', version: '1.0.0', description: 'Visitor management and access control.' },
      components: {
        // What a webhook receives (docs/webhooks.md): one schema per event type, WebhookEvent_<type>.
        schemas: webhookEventSchemas(),
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token=<token>' },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The API docs: for anyone when API_DOCS=1 (the demo's default); otherwise 404, except the OpenAPI document
    // itself (/api/docs/json, /yaml) for a request carrying a network admin's token.
    docs.addHook('onRequest', async (request) => {
      if (ctx.config.apiDocs) return;
      const document = /^\/api\/docs\/(json|yaml)$/.test(request.routeOptions.url ?? '');
      if (document && request.headers.authorization) {
        const auth = await authenticate(app, request);
        if (auth.user.role === 'network_admin') return;
      }
      throw new AppError(404, 'not_found');
    });
    await docs.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX });
  });
  await app.register(apiRoutes, { prefix: '/api/v1' });
  serveWeb(app, web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
