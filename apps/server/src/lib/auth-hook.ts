// Authenticates every API call that is not marked public, then checks the route's permission.
// Token from `Authorization: Token=<token>` (also `Token token=`, `Bearer`); only its hash is stored.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../context.ts';
import { can, type Permission } from '../policies/index.ts';
import { findSessionByTokenHash, touchSession } from '../repositories/sessions.repository.ts';
import { AppError } from './errors.ts';
import { hashToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed (login, reset password, public pages). */
    public?: boolean;
    permission?: Permission;
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

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null as unknown as Auth);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/v1/') || config.public || !request.routeOptions.url) return;
    const token = readToken(request.headers.authorization);
    if (!token) throw new AppError(401, 'unauthorized');
    const { db, now } = app.ctx;
    const found = await findSessionByTokenHash(db, hashToken(token));
    if (!found) throw new AppError(401, 'unauthorized');
    const { session, user, network } = found;
    if (session.revoked_at || session.expires_at <= now()) throw new AppError(401, 'token_expired');
    if (!user.active || user.deleted_at) throw new AppError(403, 'suspended_account');
    if (now().getTime() - session.last_used_at.getTime() > TOUCH_AFTER_MS) await touchSession(db, session.id, now());
    request.auth = { user, network, sessionId: session.id };
    if (config.permission && !can(user.role, config.permission)) throw new AppError(422, 'user_no_access');
  });
}
