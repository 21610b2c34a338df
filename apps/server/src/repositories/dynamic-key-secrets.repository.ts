// The residents' dynamic-key code secrets and last used steps (migration 20261201_02, docs/offline.md). Every query
// is scoped by network_id. The secret leaves this file only for the code's computation, the check at a gate and
// the guard devices' snapshot.
import type { Role } from '@garita/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

export interface DynamicKeySecret {
  user_id: number;
  secret: string;
  last_used_step: number | null;
}

/** The owner of a code as the gate sees them: only an active, not deleted user of the network has one. */
export interface CodeOwner extends DynamicKeySecret {
  role: Role;
}

/** A user's secret and last used step; `lock` takes the row's lock (a register, serialising the user's codes). */
export async function findDynamicKeySecret(
  db: Db,
  networkId: number,
  userId: number,
  lock = false,
): Promise<DynamicKeySecret | undefined> {
  const q = db
    .selectFrom('dynamic_key_secrets')
    .select(['user_id', 'secret', 'last_used_step'])
    .where('network_id', '=', networkId)
    .where('user_id', '=', userId);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

/** The secret of a scanned code's owner, with their role, when the owner is an active user of the network. */
export async function findCodeOwner(
  db: Db,
  networkId: number,
  userId: number,
  lock: boolean,
): Promise<CodeOwner | undefined> {
  const q = db
    .selectFrom('dynamic_key_secrets as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 's.secret', 's.last_used_step', 'u.role'])
    .where('s.network_id', '=', networkId)
    .where('u.network_id', '=', networkId)
    .where('s.user_id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .where('u.active', '=', true);
  return (lock ? q.forUpdate('s') : q).executeTakeFirst();
}

/** Stores the given secrets of users who have none yet (a concurrent first use keeps the one stored first). */
export async function insertMissingSecrets(
  db: Db,
  networkId: number,
  secrets: { user_id: number; secret: string }[],
): Promise<void> {
  if (secrets.length === 0) return;
  await db
    .insertInto('dynamic_key_secrets')
    .values(secrets.map((s) => ({ ...s, network_id: networkId })))
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** A register let the user through with the code of `step`: that step and the earlier ones are used up. */
export async function recordUsedStep(db: Db, networkId: number, userId: number, step: number): Promise<void> {
  await db
    .updateTable('dynamic_key_secrets')
    .set({ last_used_step: sql<number>`greatest(coalesce(last_used_step, ${step}), ${step})` })
    .where('network_id', '=', networkId)
    .where('user_id', '=', userId)
    .execute();
}

/** The user's secret goes with the user (deletion, ARCO erasure): their codes stop opening anywhere. */
export async function deleteDynamicKeySecret(db: Db, networkId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('dynamic_key_secrets')
    .where('network_id', '=', networkId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * The active users of `roles` whose dynamic key opens the access point (as issuePersonalKey gives a personal key
 * its access points: an admin's are the whole network's, anyone else's those assigned), with their unit's name and
 * their secret (null when they have none yet), by id.
 */
export async function residentsAtAccessPoint(db: Db, networkId: number, accessServerId: number, roles: Role[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('network_groups as g', 'g.id', 'u.network_group_id')
    .leftJoin('dynamic_key_secrets as s', (join) =>
      join.onRef('s.user_id', '=', 'u.id').on('s.network_id', '=', networkId),
    )
    .select(['u.id as user_id', 'u.name', 'g.name as group', 's.secret', 's.last_used_step'])
    .where('u.network_id', '=', networkId)
    .where('u.deleted_at', 'is', null)
    .where('u.active', '=', true)
    .where('u.role', 'in', roles)
    .where((eb) =>
      eb.or([
        eb('u.role', '=', 'network_admin').and(
          eb.exists(
            eb
              .selectFrom('access_servers as a')
              .select('a.id')
              .where('a.id', '=', accessServerId)
              .where('a.network_id', '=', networkId),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('user_access_servers as us')
            .select('us.user_id')
            .whereRef('us.user_id', '=', 'u.id')
            .where('us.access_server_id', '=', accessServerId),
        ),
      ]),
    )
    .orderBy('u.id')
    .execute();
}
