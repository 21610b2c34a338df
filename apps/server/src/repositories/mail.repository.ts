// What the mail handlers (services/mail.ts) read when they send: rows by id, as they are at send time.
import type { Db } from '../db/index.ts';

/** A logbook row with its access point, and its host (by id, as the mail was queued for), for the arrival mail. */
export async function arrivalForMail(db: Db, transactionId: number, hostId: number) {
  return (
    db
      .selectFrom('transactions')
      .innerJoin('access_servers', 'access_servers.id', 'transactions.access_server_id')
      // The host in the same statement (one round trip per mail): null when the id names nobody.
      .leftJoin('users', (join) => join.on('users.id', '=', hostId))
      .select([
        'transactions.visitor_name',
        'transactions.created_at',
        'transactions.anonymised_at',
        'access_servers.name as access_server_name',
        'access_servers.time_zone',
        'users.id as host_id',
        'users.email as host_email',
        'users.email_notification as host_email_notification',
        'users.active as host_active',
        'users.deleted_at as host_deleted_at',
      ])
      .where('transactions.id', '=', transactionId)
      .executeTakeFirst()
  );
}

/** A user by id, deleted ones included (the handler decides). */
export async function userForMail(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'network_id', 'name', 'email', 'email_notification', 'active', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An invitation with its inviter and event, for the visitor's mail. */
export async function accessKeyForMail(db: Db, id: number) {
  return db
    .selectFrom('access_keys')
    .innerJoin('users', 'users.id', 'access_keys.user_id')
    .leftJoin('events', 'events.id', 'access_keys.event_id')
    .select([
      'access_keys.id',
      'access_keys.network_id',
      'access_keys.unique_id',
      'access_keys.access_key_type_id',
      'access_keys.visitor_name',
      'access_keys.visitor_email',
      'access_keys.reason_for_visit',
      'access_keys.valid_from',
      'access_keys.valid_until',
      'access_keys.tolerance',
      'access_keys.time_zone',
      'access_keys.deleted_at',
      'access_keys.superseded_at',
      'access_keys.anonymised_at',
      'users.name as host_name',
      'events.name as event_name',
      'events.start_date as event_start',
      'events.end_date as event_end',
      'events.tolerance as event_tolerance',
    ])
    .where('access_keys.id', '=', id)
    .executeTakeFirst();
}

/** The access points a key opens, first by id: where the visitor goes. */
export async function accessServersOfKey(db: Db, keyId: number) {
  return db
    .selectFrom('access_key_access_servers')
    .innerJoin('access_servers', 'access_servers.id', 'access_key_access_servers.access_server_id')
    .select([
      'access_servers.id',
      'access_servers.name',
      'access_servers.venue_name',
      'access_servers.address',
      'access_servers.latitude',
      'access_servers.longitude',
      'access_servers.time_zone',
    ])
    .where('access_key_access_servers.access_key_id', '=', keyId)
    .orderBy('access_servers.id')
    .execute();
}
