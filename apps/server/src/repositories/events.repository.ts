// Events, their access points, owners and guest counts. Every query is scoped by network_id; `EventScope`
// narrows it further to what a role may see (owners, access points).
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { EventRow, EventsTable } from '../db/schema.ts';
import { escapeLike } from './access-servers.repository.ts';

export interface EventScope {
  networkId: number;
  /** Only events of these users; any owner when absent. */
  ownerIds?: number[];
  /** Only events at one of these access points; any when absent. */
  accessServerIds?: number[];
}

export interface EventFilter extends EventScope {
  userId?: number;
  name?: string;
  accessServerId?: number;
  limit: number;
  offset: number;
}

function scoped(db: Db, s: EventScope) {
  let q = db.selectFrom('events').where('events.network_id', '=', s.networkId);
  if (s.ownerIds) q = q.where('events.user_id', 'in', s.ownerIds.length ? s.ownerIds : [0]);
  if (s.accessServerIds) {
    const ids = s.accessServerIds.length ? s.accessServerIds : [0];
    q = q.where('events.id', 'in', (eb) =>
      eb.selectFrom('event_access_servers').select('event_id').where('access_server_id', 'in', ids),
    );
  }
  return q;
}

export async function listEvents(db: Db, f: EventFilter): Promise<{ rows: EventRow[]; total: number }> {
  let q = scoped(db, f);
  if (f.userId) q = q.where('events.user_id', '=', f.userId);
  if (f.name) q = q.where('events.name', 'ilike', `%${escapeLike(f.name)}%`);
  if (f.accessServerId) {
    const serverId = f.accessServerId;
    q = q.where('events.id', 'in', (eb) =>
      eb.selectFrom('event_access_servers').select('event_id').where('access_server_id', '=', serverId),
    );
  }
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('start_date', 'desc').orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findEventInScope(db: Db, scope: EventScope, id: number): Promise<EventRow | undefined> {
  return scoped(db, scope).selectAll().where('events.id', '=', id).executeTakeFirst();
}

/** Locks the event row until the transaction ends: guest checks and edits of one event run one at a time. */
export async function lockEvent(db: Db, networkId: number, id: number): Promise<EventRow | undefined> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertEvent(db: Db, values: Insertable<EventsTable>, accessServerIds: number[]): Promise<number> {
  const { id } = await db.insertInto('events').values(values).returning('id').executeTakeFirstOrThrow();
  await setEventAccessServers(db, values.network_id, id, accessServerIds);
  return id;
}

export async function updateEvent(
  db: Db,
  networkId: number,
  id: number,
  values: Updateable<EventsTable>,
  accessServerIds?: number[],
): Promise<void> {
  if (Object.keys(values).length) {
    await db.updateTable('events').set(values).where('network_id', '=', networkId).where('id', '=', id).execute();
  }
  if (accessServerIds) {
    await db
      .deleteFrom('event_access_servers')
      .where('event_id', '=', id)
      .where('network_id', '=', networkId)
      .execute();
    await setEventAccessServers(db, networkId, id, accessServerIds);
  }
}

export async function eventAccessServerIds(db: Db, networkId: number, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('event_access_servers')
    .select('access_server_id')
    .where('network_id', '=', networkId)
    .where('event_id', '=', eventId)
    .execute();
  return rows.map((r) => r.access_server_id);
}

async function setEventAccessServers(db: Db, networkId: number, eventId: number, ids: number[]): Promise<void> {
  await db
    .insertInto('event_access_servers')
    .values(ids.map((access_server_id) => ({ event_id: eventId, access_server_id, network_id: networkId })))
    .execute();
}

export interface EventDetails {
  servers: { event_id: number; id: number; name: string; time_zone: string }[];
  guestCounts: Map<number, number>;
  owners: Map<number, { id: number; name: string; group_name: string | null }>;
}

/** Access points, guest counts and owners of many events in three queries. */
export async function eventDetails(db: Db, networkId: number, events: EventRow[]): Promise<EventDetails> {
  const ids = events.map((e) => e.id);
  const ownerIds = [...new Set(events.map((e) => e.user_id))];
  if (ids.length === 0) return { servers: [], guestCounts: new Map(), owners: new Map() };
  const [servers, counts, owners] = await Promise.all([
    db
      .selectFrom('event_access_servers as ea')
      .innerJoin('access_servers as s', 's.id', 'ea.access_server_id')
      .select(['ea.event_id', 's.id', 's.name', 's.time_zone'])
      .where('ea.network_id', '=', networkId)
      .where('ea.event_id', 'in', ids)
      .orderBy('s.name')
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('access_keys')
      .select(['event_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('network_id', '=', networkId)
      .where('event_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .groupBy('event_id')
      .execute(),
    db
      .selectFrom('users as u')
      .leftJoin('network_groups as g', 'g.id', 'u.network_group_id')
      .select(['u.id', 'u.name', 'g.name as group_name'])
      .where('u.network_id', '=', networkId)
      .where('u.id', 'in', ownerIds)
      .execute(),
  ]);
  return {
    servers,
    guestCounts: new Map(counts.map((c) => [c.event_id ?? 0, Number(c.n)])),
    owners: new Map(owners.map((o) => [o.id, o])),
  };
}
