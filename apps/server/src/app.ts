// Builds the Fastify server: the JSON API under /api/v1, its OpenAPI document at /api/docs,
// and the built web app with a single-page fallback, all on one port.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ERROR_MESSAGES, type ErrorBody } from '@garita/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { requestScopedDb } from './db/request-transaction.ts';
import { installAuth } from './lib/auth-hook.ts';
import { AppError, installErrorHandler } from './lib/errors.ts';
import { apiRoutes } from './routes/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every API route with its permission: tests walk it against policies/index.ts. */
    apiRoutes: { method: string; url: string; permission?: string; isPublic: boolean }[];
  }
}

export const BODY_LIMIT_BYTES = 25 * 1024 * 1024; // several base64 photos in one register

export async function buildApp(ctx: Omit<AppContext, 'log'>, options: { logger?: boolean | object } = {}) {
  const hasWeb = fs.existsSync(path.join(ctx.config.webDist, 'index.html'));
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    // A path the router cannot read (an over-long parameter, broken %-encoding) is a miss like any other:
    // the web app for a page, our 404 body for the API — never the framework's body echoing the path.
    frameworkErrors: (_error, request, reply) => {
      if (hasWeb && isPageRequest(request)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      const body: ErrorBody = { code: 'not_found', message: ERROR_MESSAGES.not_found };
      return (reply as FastifyReply).code(404).send(body);
    },
    // Per-request lines only when debugging: the guard's scans are many and short.
    logController: new LogController({
      disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  // Services get the request-scoped handle: inside an audited change it is that request's transaction.
  app.decorate('ctx', { ...ctx, db: requestScopedDb(ctx.db), log: app.log });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
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
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token=<token>' },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(apiRoutes, { prefix: '/api/v1' });
  serveWeb(app, ctx.config.webDist, hasWeb);
  return app;
}

function serveWeb(app: FastifyInstance, webDist: string, hasWeb: boolean): void {
  if (hasWeb) {
    void app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && isPageRequest(request)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    throw new AppError(404, 'not_found');
  });
}

/** A browser asking for one of the web app's pages (not the API, not a file). */
function isPageRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.url.startsWith('/api') && !path.extname(request.url.split('?')[0] ?? '');
}

export type App = Awaited<ReturnType<typeof buildApp>>;
