// Sign-in, sign-out and password reset. Passwords are argon2id hashes; tokens are stored hashed.

import type { CurrentUser, LoginResponse } from '@garita/contract';
import { hash, verify } from '@node-rs/argon2';
import type { AppContext, Auth } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { presentLogin, presentUsers } from '../presenters/user.presenter.ts';
import { findNetwork } from '../repositories/networks.repository.ts';
import { queueResetMail } from '../repositories/password-reset-mails.repository.ts';
import {
  consumePasswordReset,
  createPasswordReset,
  createSession,
  revokeSession,
  revokeUserSessions,
} from '../repositories/sessions.repository.ts';
import { findUserByEmail, findUserById, updateUser, userDetails } from '../repositories/users.repository.ts';
import { createAuthThrottle } from './auth-throttle.ts';
import type { ResetMailWorker } from './password-reset-mails.ts';

const RESET_TTL_MS = 60 * 60_000;
const WELCOME_TTL_MS = 7 * 24 * 60 * 60_000;
// Verified when the email is unknown, so both answers take the same time.
const DUMMY_HASH = await hash('garita-dummy-password');

export const hashPassword = (password: string) => hash(password);

export function createAuthService(ctx: AppContext, resetMails: ResetMailWorker) {
  const throttle = createAuthThrottle(ctx);

  return {
    /** `address` is the client's (the socket's, or what a trusted proxy says: TRUST_PROXY). */
    async login(email: string, password: string, address: string): Promise<LoginResponse> {
      await throttle.beforeLogin(email, address);
      const user = await findUserByEmail(ctx.db, email);
      const isValid = await verify(user?.password_hash ?? DUMMY_HASH, password).catch(() => false);
      if (!user?.password_hash || !isValid) {
        await throttle.loginFailed(email, address);
        throw new AppError(401, 'invalid_credentials');
      }
      if (!user.active) throw new AppError(403, 'suspended_account');
      await throttle.loginSucceeded(email, address);
      return loginAnswer(ctx, user, await openSession(ctx, user));
    },

    /** GET /session: the signed-in user as they see themselves. */
    async session(auth: Auth): Promise<CurrentUser> {
      const details = await userDetails(ctx.db, auth.network.id, [auth.user]);
      const [user] = presentUsers(auth, auth.network, [auth.user], details, ctx.config.desktopModeEmails);
      if (!user) throw new Error('presentUsers returned nothing');
      return { user };
    },

    logout: (sessionId: number) => revokeSession(ctx.db, sessionId, ctx.now()),

    /**
     * Always succeeds from the caller's view, so nobody can learn which emails have accounts: the email is only
     * queued (the same work and time for every email); the worker looks it up and mails the link.
     */
    async requestReset(email: string, address: string): Promise<void> {
      await throttle.resetRequested(email, address);
      await queueResetMail(ctx.db, email, ctx.now());
      void resetMails.kick().catch((error: unknown) => ctx.log.error({ err: error }, 'password reset mail queue'));
    },

    /** Sets the password of a link's user; that link and every other open link of theirs stop working. */
    async completeReset(token: string, password: string, address: string): Promise<void> {
      await throttle.beforeResetLink(address);
      const userId = await consumePasswordReset(ctx.db, hashToken(token), ctx.now());
      if (!userId) {
        await throttle.resetLinkFailed(address);
        throw new AppError(422, 'invalid_reset_token');
      }
      const user = await findUserById(ctx.db, userId);
      await updateUser(ctx.db, user, { password_hash: await hashPassword(password) });
      await revokeUserSessions(ctx.db, user.id, ctx.now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The answer of POST /login, also given by POST /setup: the token and the signed-in user. */
export async function loginAnswer(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  user: UserRow,
  token: string,
): Promise<LoginResponse> {
  const network = await findNetwork(db, user.network_id);
  if (!network) throw new Error(`user ${user.id} has no network`);
  return presentLogin(user, network, await userDetails(db, network.id, [user]), token, config.desktopModeEmails);
}

/** A new session for a signed-in user (login, first run): answers its token, stored only hashed. */
export async function openSession(ctx: Pick<AppContext, 'db' | 'config' | 'now'>, user: UserRow): Promise<string> {
  const token = newToken();
  await createSession(ctx.db, {
    user_id: user.id,
    network_id: user.network_id,
    token_hash: hashToken(token),
    expires_at: new Date(ctx.now().getTime() + ctx.config.sessionTtlDays * 86_400_000),
  });
  return token;
}

/** A single-use link to the web's /reset-password page: to reset a password, or to choose a first one. */
export async function createPasswordLink(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  user: UserRow,
  kind: 'reset' | 'welcome',
): Promise<string> {
  const token = newToken();
  const ttl = kind === 'reset' ? RESET_TTL_MS : WELCOME_TTL_MS;
  await createPasswordReset(ctx.db, {
    user_id: user.id,
    network_id: user.network_id,
    token_hash: hashToken(token),
    expires_at: new Date(ctx.now().getTime() + ttl),
  });
  return `${ctx.config.publicUrl}/reset-password?token=${token}`;
}

/** Mails a link to choose a password: after a reset request, or to a new user created without one. */
export async function sendPasswordLink(
  ctx: Pick<AppContext, 'db' | 'config' | 'now' | 'mailer'>,
  user: UserRow,
  kind: 'reset' | 'welcome',
): Promise<void> {
  const link = await createPasswordLink(ctx, user, kind);
  const text =
    kind === 'reset'
      ? `Hola ${user.name}, / Hello ${user.name},\n\nPara elegir una nueva contraseña abre / To choose a new password open:\n${link}\n\nEl enlace vence en una hora. / The link expires in one hour.`
      : `Hola ${user.name}, / Hello ${user.name},\n\nTe dieron acceso a Garita. Elige tu contraseña aquí / You were given access to Garita. Choose your password here:\n${link}`;
  await ctx.mailer.send({
    to: user.email,
    subject: kind === 'reset' ? 'Garita: restablecer contraseña / reset password' : 'Garita: bienvenido / welcome',
    text,
  });
}
