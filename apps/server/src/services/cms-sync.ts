// The optional mirror of Garita's users in a headless CMS (Strapi's users API; spec §3 "Client state", §7), for
// sites that still run one: Garita is the one source of users, the CMS gets a copy keyed by id_legacy = Garita's
// user id. Only when CMS_URL and CMS_TOKEN are set. A user change queues `cms.user:<id>` in the outbox in the
// change's own transaction (queueCmsUserSync); the outbox's worker runs cmsUserHandler later, so a CMS that is down
// or slow never slows or fails the change. Why each call is made, and what is never sent: docs/outbox.md.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { OutboxRow } from '../db/schema.ts';
import { enqueueOutbox } from '../repositories/outbox.repository.ts';
import { userForSync } from '../repositories/users.repository.ts';
import { backoff, type OutboxTopic } from './outbox.ts';

export const CMS_USER_TOPIC = 'cms.user';
/** Attempts before a user's sync is given up (logged): about 13 hours of a CMS that is down, at the backoff. */
export const CMS_SYNC_ATTEMPTS = 20;

type CmsConfig = NonNullable<AppContext['config']['cms']>;
type SyncedUser = NonNullable<Awaited<ReturnType<typeof userForSync>>>;

/**
 * Queues the sync of each user on `db` (the caller's transaction: the change and its sync commit together, or
 * neither does). Nothing without a CMS. The caller kicks the worker once its transaction has ended.
 */
export async function queueCmsUserSync(
  ctx: Pick<AppContext, 'config' | 'now'>,
  db: Db,
  userIds: number[],
): Promise<boolean> {
  if (!ctx.config.cms) return false;
  for (const id of new Set(userIds)) {
    await enqueueOutbox(
      db,
      // Re-armed, never duplicated: a later change of the user makes the one row due again, and the handler sends
      // the state the user has then.
      { topic: CMS_USER_TOPIC, dedupeKey: `${CMS_USER_TOPIC}:${id}`, payload: { user_id: id }, onConflict: 'rearm' },
      ctx.now(),
    );
  }
  return userIds.length > 0;
}

/** The CMS user's fields Garita owns. A removed user keeps its record, blocked and without personal data. */
export function cmsUserFields(user: SyncedUser) {
  const removed = user.deleted_at !== null;
  return {
    id_legacy: user.id,
    // Strapi wants a unique username: one that never changes, so a changed email never collides with another.
    username: `garita-${user.id}`,
    // A removed user's address is freed (a new account may take it, and Strapi's emails are unique too).
    email: removed ? `garita-${user.id}@removed.invalid` : user.email,
    blocked: removed || !user.active,
    name: removed ? '' : user.name,
    phone: removed ? '' : user.phone,
    country_code: removed ? '' : user.country_code,
    garita_role: user.role,
    garita_network: user.network_uuid,
    garita_unit_id: user.network_group_id,
    garita_access_point_ids: user.access_server_ids,
  };
}

class CmsError extends Error {}

function cmsClient(cms: CmsConfig) {
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${cms.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${cms.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(cms.timeoutMs),
      });
    } catch (error) {
      // The path only: the message lands in outbox.last_error and the log, the token never does.
      const reason = (error as Error).name === 'TimeoutError' ? `no answer in ${cms.timeoutMs} ms` : String(error);
      throw new CmsError(`CMS ${method} ${path.split('?')[0]}: ${reason}`);
    }
    const text = await res.text();
    if (!res.ok) {
      throw new CmsError(`CMS ${method} ${path.split('?')[0]} answered ${res.status}: ${text.slice(0, 200)}`);
    }
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      throw new CmsError(`CMS ${method} ${path.split('?')[0]} answered ${res.status} with no JSON`);
    }
  }

  return {
    /** The CMS user whose id_legacy is `id` (Strapi answers a plain array; a `{ data: [] }` envelope is read too). */
    async findByLegacyId(id: number): Promise<{ id: number } | undefined> {
      const query = new URLSearchParams({ populate: '*', 'filters[id_legacy][$eq]': String(id) });
      const answer = await call('GET', `/api/users?${query}`);
      const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data;
      if (!Array.isArray(list)) throw new CmsError('CMS GET /api/users answered no list');
      // Read back, not trusted: a CMS that ignored the filter must not make Garita update someone else.
      const found = list.find((u) => Number((u as { id_legacy?: unknown }).id_legacy) === id) as
        | { id?: unknown }
        | undefined;
      if (found && typeof found.id !== 'number' && typeof found.id !== 'string') {
        throw new CmsError('CMS user without an id');
      }
      return found ? { id: Number(found.id) } : undefined;
    },
    create: (fields: Record<string, unknown>) => call('POST', '/api/users', fields),
    update: (cmsId: number, fields: Record<string, unknown>) => call('PUT', `/api/users/${cmsId}`, fields),
  };
}

/**
 * Sends one user's current state: finds the CMS user by id_legacy, updates it (PUT) or creates it (POST) when
 * missing. Reads the user when it runs, so an old row never overwrites newer data and quick changes coalesce.
 */
export function cmsUserHandler(ctx: Pick<AppContext, 'db'>, cms: CmsConfig) {
  const client = cmsClient(cms);
  return async (row: OutboxRow): Promise<void> => {
    const userId = Number(row.payload.user_id);
    const user = await userForSync(ctx.db, userId);
    if (!user) return;
    const fields = cmsUserFields(user);
    const existing = await client.findByLegacyId(userId);
    if (existing) {
      await client.update(existing.id, fields);
      return;
    }
    // Removed before it ever reached the CMS: nothing to block there.
    if (user.deleted_at) return;
    await client.create({
      ...fields,
      confirmed: true,
      // Strapi needs a password to create a user. Garita's (or its hash) never leaves Garita: this random one,
      // which nobody knows, means nobody signs in to the CMS as this user with a password.
      password: randomBytes(32).toString('base64url'),
    });
  };
}

/** The outbox topic of the sync, or none without a CMS. */
export function cmsOutboxTopics(ctx: Pick<AppContext, 'db' | 'config'>): Record<string, OutboxTopic> {
  const { cms } = ctx.config;
  if (!cms) return {};
  return {
    [CMS_USER_TOPIC]: { handler: cmsUserHandler(ctx, cms), maxAttempts: CMS_SYNC_ATTEMPTS, retryDelayMs: backoff() },
  };
}
