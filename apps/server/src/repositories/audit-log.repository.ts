// The audit log (docs/audit.md): inserts, the admin's filtered list, and the snapshots of a record that give an
// audit row its before and after. Rows are never updated or deleted (a trigger refuses it).
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { NewAuditLogRow } from '../db/schema.ts';

export async function insertAuditRow(db: Db, row: NewAuditLogRow): Promise<number> {
  const { id } = await db.insertInto('audit_log').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The tables an audit row may snapshot, each with the link table of its access points (if it has one). */
const SNAPSHOT_TABLES = {
  networks: null,
  users: { table: 'user_access_servers', column: 'user_id' },
  access_servers: null,
  gates: null,
  network_groups: { table: 'network_group_access_servers', column: 'network_group_id' },
  access_keys: { table: 'access_key_access_servers', column: 'access_key_id' },
  events: { table: 'event_access_servers', column: 'event_id' },
  providers: null,
  custom_attributes: null,
  webhooks: null,
  watchlist_entries: null,
  offline_conflicts: null,
} as const;

export type SnapshotTable = keyof typeof SNAPSHOT_TABLES;
export const isSnapshotTable = (name: string): name is SnapshotTable => Object.hasOwn(SNAPSHOT_TABLES, name);

/**
 * A record of the caller's network as stored, with `access_server_ids` for the records linked to access points;
 * undefined when it does not exist. (Raw rows: the service drops secrets and visitors' personal data.)
 */
export async function snapshotRow(
  db: Db,
  table: SnapshotTable,
  networkId: number,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const networkColumn = table === 'networks' ? 'id' : 'network_id';
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} where id = ${id} and ${sql.ref(networkColumn)} = ${networkId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const link = SNAPSHOT_TABLES[table];
  if (link) {
    const linked = await sql<{ access_server_id: number }>`
      select access_server_id from ${sql.table(link.table)}
      where ${sql.ref(link.column)} = ${id} and network_id = ${networkId} order by access_server_id`.execute(db);
    row.access_server_ids = linked.rows.map((r) => r.access_server_id);
  }
  return row;
}

export interface AuditFilters {
  networkId: number;
  actorUserId?: number;
  action?: string;
  subjectType?: string;
  subjectId?: number;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** A page of a network's audit rows, newest first, with the actor's name; and the total count. */
export async function listAuditRows(db: Db, f: AuditFilters) {
  let q = db.selectFrom('audit_log as a').where('a.network_id', '=', f.networkId);
  if (f.actorUserId) q = q.where('a.actor_user_id', '=', f.actorUserId);
  if (f.action) q = q.where('a.action', '=', f.action);
  if (f.subjectType) q = q.where('a.subject_type', '=', f.subjectType);
  if (f.subjectId) q = q.where('a.subject_id', '=', f.subjectId);
  if (f.from) q = q.where('a.created_at', '>=', f.from);
  if (f.to) q = q.where('a.created_at', '<', f.to);
  const [rows, count] = await Promise.all([
    q
      .leftJoin('users as u', 'u.id', 'a.actor_user_id')
      .selectAll('a')
      .select(['u.name as actor_name', 'u.email as actor_email', 'u.role as actor_role'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
