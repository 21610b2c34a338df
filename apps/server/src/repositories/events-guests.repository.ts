// Event guests: access keys of type 3 tied to an event (access_keys.event_id), their access points, and the
// changes an edit of the event carries to them. Deleted guest keys are left out. Scoped by network_id.
import { KEY_TYPE } from '@garita/contract';
import type { Db } from '../db/index.ts';
import { newKeyId } from '../lib/tokens.ts';
import { escapeLike } from './access-servers.repository.ts';
import { phoneDigits } from './search.ts';

export interface GuestKeyRow {
  id: number;
  visitor_name: string;
  visitor_phone: string;
  country_code: string;
  visitor_email: string;
  community_member_id: number | null;
}

export interface NewGuestKey {
  name: string;
  phone: string;
  countryCode: string;
  email: string;
  communityMemberId: number | null;
}

export interface GuestKeyCommon {
  networkId: number;
  eventId: number;
  /** The event's owner: guests are their invitations. */
  userId: number;
  validFrom: Date;
  validUntil: Date;
  reason: string;
  passbackTracking: boolean;
  accessServerIds: number[];
}

const LINKS_PER_INSERT = 10_000;

const guestColumns = [
  'id',
  'visitor_name',
  'visitor_phone',
  'country_code',
  'visitor_email',
  'community_member_id',
] as const;

function guestsOf(db: Db, networkId: number, eventId: number) {
  return db
    .selectFrom('access_keys')
    .where('network_id', '=', networkId)
    .where('event_id', '=', eventId)
    .where('deleted_at', 'is', null);
}

export async function eventGuestKeys(db: Db, networkId: number, eventId: number): Promise<GuestKeyRow[]> {
  return guestsOf(db, networkId, eventId).select(guestColumns).orderBy('visitor_name').orderBy('id').execute();
}

/** Inserts one key per guest (in the order given) with the event's access points; answers their ids. */
export async function insertGuestKeys(db: Db, common: GuestKeyCommon, guests: NewGuestKey[]): Promise<number[]> {
  if (guests.length === 0) return [];
  const rows = await db
    .insertInto('access_keys')
    .values(
      guests.map((g) => ({
        network_id: common.networkId,
        user_id: common.userId,
        unique_id: newKeyId(),
        access_key_type_id: KEY_TYPE.event,
        event_id: common.eventId,
        visitor_name: g.name,
        visitor_phone: g.phone,
        country_code: g.countryCode,
        visitor_email: g.email,
        community_member_id: g.communityMemberId,
        reason_for_visit: common.reason,
        valid_from: common.validFrom,
        valid_until: common.validUntil,
        passback_tracking: common.passbackTracking,
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  await linkAccessServers(db, common.networkId, ids, common.accessServerIds);
  return ids;
}

/** Changes one guest's name, phone and email on their key (the QR stays the same); answers the row. */
export async function updateGuestKey(
  db: Db,
  networkId: number,
  eventId: number,
  keyId: number,
  guest: NewGuestKey,
): Promise<GuestKeyRow | undefined> {
  return db
    .updateTable('access_keys')
    .set({
      visitor_name: guest.name,
      visitor_phone: guest.phone,
      country_code: guest.countryCode,
      visitor_email: guest.email,
      community_member_id: guest.communityMemberId,
    })
    .where('network_id', '=', networkId)
    .where('event_id', '=', eventId)
    .where('id', '=', keyId)
    .where('deleted_at', 'is', null)
    .returning(guestColumns)
    .executeTakeFirst();
}

/** Carries a moved, renamed or re-toleranced event to its guests' keys. */
export async function updateGuestKeys(
  db: Db,
  networkId: number,
  eventId: number,
  values: { validFrom: Date; validUntil: Date; reason: string },
): Promise<void> {
  await db
    .updateTable('access_keys')
    .set({ valid_from: values.validFrom, valid_until: values.validUntil, reason_for_visit: values.reason })
    .where('network_id', '=', networkId)
    .where('event_id', '=', eventId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Gives every guest key of the event exactly these access points. */
export async function setGuestKeysAccessServers(
  db: Db,
  networkId: number,
  eventId: number,
  accessServerIds: number[],
): Promise<void> {
  const keyIds = (await guestsOf(db, networkId, eventId).select('id').execute()).map((k) => k.id);
  if (keyIds.length === 0) return;
  await db
    .deleteFrom('access_key_access_servers')
    .where('network_id', '=', networkId)
    .where('access_key_id', 'in', keyIds)
    .execute();
  await linkAccessServers(db, networkId, keyIds, accessServerIds);
}

/** Keys × access points, in chunks that stay under PostgreSQL's 65535 bind parameters. */
async function linkAccessServers(db: Db, networkId: number, keyIds: number[], accessServerIds: number[]) {
  const rows = keyIds.flatMap((access_key_id) =>
    accessServerIds.map((access_server_id) => ({ access_key_id, access_server_id, network_id: networkId })),
  );
  for (let i = 0; i < rows.length; i += LINKS_PER_INSERT) {
    await db
      .insertInto('access_key_access_servers')
      .values(rows.slice(i, i + LINKS_PER_INSERT))
      .execute();
  }
}

/** One page of an event's guest keys, searched by name or phone. */
export async function listEventAccessKeys(
  db: Db,
  f: { networkId: number; eventId: number; query?: string; limit: number; offset: number },
) {
  let q = guestsOf(db, f.networkId, f.eventId);
  if (f.query) {
    const like = `%${escapeLike(f.query)}%`;
    const digits = phoneDigits(f.query);
    q = q.where((eb) =>
      eb.or([eb('visitor_name', 'ilike', like), ...(digits ? [eb('visitor_phone', 'like', `%${digits}%`)] : [])]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .select([
        ...guestColumns,
        'unique_id',
        'access_key_type_id',
        'last_transaction_type',
        'exits_count',
        'deleted_at',
        'valid_from',
        'valid_until',
      ])
      .orderBy('visitor_name')
      .orderBy('id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
