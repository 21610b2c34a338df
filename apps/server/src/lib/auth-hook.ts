// Authenticates every API call whose matched route names a permission, then checks that permission. What the
// route says decides, never the raw URL (`/%61pi/v1/users` is the users route too). Default deny: a route under
// /api that is neither `public` nor has a `permission` stops the server from starting (`requireRouteAccess`).
// Token from `Authorization: Token=<token>` (also `Token token=`, `Bearer`); only its hash is stored.
import type { NetworkFeature } from '@garita/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Auth } from '../context.ts';
import { featureOff, featureOn } from '../policies/features.ts';
import { can, type Permission } from '../policies/index.ts';
import { findSessionByTokenHash, touchSession } from '../repositories/sessions.repository.ts';
import { AppError } from './errors.ts';
import { hashToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed (login, reset password, public pages). */
    public?: boolean;
    permission?: Permission;
    /** The capability flag of the caller's network the route needs (policies/features.ts). */
    feature?: NetworkFeature;
  }
  interface FastifyRequest {
    auth: Auth;
  }
}

const TOUCH_AFTER_MS = 5 * 60_000;

export function readToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(?:Token\s*(?:token)?\s*=\s*|Bearer\s+)"?([A-Za-z0-9_-]{20,200})"?$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The API docs (swagger-ui and its document): gated on their own (app.ts), outside the permission table. */
export const API_DOCS_PREFIX = '/api/docs';

/** Whether a route path belongs to the API: `/api` and below. */
const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The start-up check of every route (an onRoute hook): under /api, a route must be `public` or name a
 * `permission`, else it throws and the server does not start.
 */
export function requireRouteAccess(route: Pick<RouteOptions, 'url' | 'method' | 'config'>): void {
  if (!isApiPath(route.url) || route.url.startsWith(API_DOCS_PREFIX)) return;
  const config = route.config as { public?: boolean; permission?: Permission } | undefined;
  if (config?.public || config?.permission) return;
  throw new Error(
    `${[route.method].flat().join(',')} ${route.url} has neither \`public\` nor a \`permission\`: every API route must say who may call it`,
  );
}

/** The signed-in user of a request's token, or the 401/403 error to answer. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Auth> {
  const token = readToken(request.headers.authorization);
  if (!token) throw new AppError(401, 'unauthorized');
  const { db, now, scanCache } = app.ctx;
  const tokenHash = hashToken(token);
  const load = () => findSessionByTokenHash(db, tokenHash);
  // The session from this instance's cache when it may answer (services/scan-cache.ts), else from the database.
  const cacheFresh = scanCache ? await scanCache.ready() : false;
  const found = scanCache ? await scanCache.session(tokenHash, cacheFresh, load) : await load();
  if (!found) throw new AppError(401, 'unauthorized');
  const { session, user, network } = found;
  if (session.revoked_at || session.expires_at <= now()) throw new AppError(401, 'token_expired');
  if (!user.active || user.deleted_at) throw new AppError(403, 'suspended_account');
  if (now().getTime() - session.last_used_at.getTime() > TOUCH_AFTER_MS) {
    await touchSession(db, session.id, now());
    // The cached entry (the same object) carries the touch: the next calls here do not touch again.
    session.last_used_at = now();
  }
  return { user, network, sessionId: session.id, cacheFresh };
}

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null as unknown as Auth);
  app.addHook('onRoute', requireRouteAccess);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // The matched route's pattern (`/api/v1/users/:id`), not the URL as sent; undefined when nothing matched.
    const routeUrl = request.routeOptions.url;
    if (routeUrl === undefined) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    if (!config.permission) {
      // Only non-API routes get here (web files, the docs): requireRouteAccess refused the rest at start-up.
      if (isApiPath(routeUrl) && !routeUrl.startsWith(API_DOCS_PREFIX)) throw new AppError(401, 'unauthorized');
      return;
    }
    request.auth = await authenticate(app, request);
    if (!can(request.auth.user.role, config.permission)) throw new AppError(422, 'user_no_access');
    if (config.feature && !featureOn(request.auth.network, config.feature)) throw featureOff(config.feature);
  });
}
