// Helpers the events suites share: the demo's access points and first event, a snapshot of every row an event
// write may touch, an event's guest keys and their access points, and a valid create body to vary.
import type { Db } from '../src/db/index.ts';

export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** The id of the demo's first event. */
export const seedEventId = async (db: Db) => (await db.selectFrom('events').select('id').executeTakeFirstOrThrow()).id;

/**
 * The ids the events suites name: the demo's access points Caseta Principal and Acceso Norte (demo network) and
 * Recepción (the other network), a new one of the demo network, Casa Club, that no unit or user may use, and the
 * demo's first event.
 */
export async function eventIds(db: Db) {
  const servers = await db.selectFrom('access_servers').select(['id', 'name']).execute();
  const serverId = (name: string) => servers.find((s) => s.name === name)?.id ?? 0;
  const club = await db
    .insertInto('access_servers')
    .values({ network_id: 1, name: 'Casa Club', time_zone: 'America/Mexico_City' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    caseta: serverId('Caseta Principal'),
    norte: serverId('Acceso Norte'),
    recepcion: serverId('Recepción'),
    club: club.id,
    seedEvent: await seedEventId(db),
  };
}

export async function snapshotEventRows(db: Db) {
  return {
    events: await db.selectFrom('events').selectAll().orderBy('id').execute(),
    eventServers: await db
      .selectFrom('event_access_servers')
      .selectAll()
      .orderBy('event_id')
      .orderBy('access_server_id')
      .execute(),
    keys: await db.selectFrom('access_keys').selectAll().orderBy('id').execute(),
    keyServers: await db
      .selectFrom('access_key_access_servers')
      .selectAll()
      .orderBy('access_key_id')
      .orderBy('access_server_id')
      .execute(),
    members: await db.selectFrom('community_members').selectAll().orderBy('id').execute(),
  };
}

export const guestKeysOf = (db: Db, eventId: number) =>
  db.selectFrom('access_keys').selectAll().where('event_id', '=', eventId).orderBy('id').execute();

export const accessServersOfKey = async (db: Db, keyId: number) =>
  (
    await db
      .selectFrom('access_key_access_servers')
      .select('access_server_id')
      .where('access_key_id', '=', keyId)
      .orderBy('access_server_id')
      .execute()
  ).map((r) => r.access_server_id);

export const eventBody = (
  accessServerId: number,
  extra: { event?: object; guests?: object[]; access_servers?: unknown } = {},
) => ({
  event: { name: 'Posada', description: 'Posada navideña', start_date: `19/12/${NEXT_YEAR} 20:00:00`, ...extra.event },
  guests: extra.guests ?? [{ name: 'Invitado Uno', phone: '+525512340001', email: '', save: false }],
  access_servers: extra.access_servers ?? [accessServerId],
});
