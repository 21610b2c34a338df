// A person's data across one network (ARCO requests): find it by name, email or phone, load it whole for an export,
// and erase it. Every query is scoped by network_id; ids of another network are simply not found. The tables and
// columns read and erased are listed in docs/privacy-arco.md.
import { PERSONAL_DATA_GROUP_LIMIT } from '@garita/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { escapeLike } from './access-servers.repository.ts';
import { deleteDynamicKeySecret } from './dynamic-key-secrets.repository.ts';
import { phoneDigits } from './search.ts';

export interface PersonalDataIds {
  users: number[];
  access_keys: number[];
  transactions: number[];
  community_members: number[];
}

interface Match {
  like: string;
  digits: string | null;
}

function matchOf(query: string): Match {
  return { like: `%${escapeLike(query.trim())}%`, digits: phoneDigits(query) };
}

const LIMIT = PERSONAL_DATA_GROUP_LIMIT;

/** Phones are stored as digits; a typed phone matches any phone that contains its digits. */
const phoneLike = (digits: string) => `%${digits}%`;

export async function searchUsers(db: Db, networkId: number, query: string) {
  const m = matchOf(query);
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'role', 'deleted_at', 'created_at'])
    .where('network_id', '=', networkId)
    .where((eb) =>
      eb.or([
        eb('name', 'ilike', m.like),
        eb('email', 'ilike', m.like),
        ...(m.digits ? [eb('phone', 'like', phoneLike(m.digits))] : []),
      ]),
    )
    .orderBy('id')
    .limit(LIMIT)
    .execute();
}

export async function searchAccessKeys(db: Db, networkId: number, query: string) {
  const m = matchOf(query);
  return db
    .selectFrom('access_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .leftJoin('events as e', 'e.id', 'k.event_id')
    .select([
      'k.id',
      'k.visitor_name',
      'k.visitor_email',
      'k.visitor_phone',
      'k.access_key_type_id',
      'k.valid_from',
      'u.name as host_name',
      'e.name as event_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('photos as p')
        .select((p) => p.fn.countAll<number>().as('n'))
        .whereRef('p.access_key_id', '=', 'k.id')
        .where('p.network_id', '=', networkId)
        .as('photo_count'),
    )
    .where('k.network_id', '=', networkId)
    .where((eb) =>
      eb.or([
        eb('k.visitor_name', 'ilike', m.like),
        eb('k.visitor_email', 'ilike', m.like),
        ...(m.digits ? [eb('k.visitor_phone', 'like', phoneLike(m.digits))] : []),
      ]),
    )
    .orderBy('k.id')
    .limit(LIMIT)
    .execute();
}

/** Logbook rows naming the visitor, and every row of the invitations found (whatever name the guard typed). */
export async function searchTransactions(db: Db, networkId: number, query: string, accessKeyIds: number[]) {
  const m = matchOf(query);
  return db
    .selectFrom('transactions as t')
    .innerJoin('access_servers as s', 's.id', 't.access_server_id')
    .select(['t.id', 't.visitor_name', 't.access_type', 't.created_at', 's.name as access_server_name'])
    .select((eb) =>
      eb
        .selectFrom('photos as p')
        .select((p) => p.fn.countAll<number>().as('n'))
        .whereRef('p.transaction_id', '=', 't.id')
        .where('p.network_id', '=', networkId)
        .as('photo_count'),
    )
    .where('t.network_id', '=', networkId)
    .where((eb) =>
      eb.or([
        eb('t.visitor_name', 'ilike', m.like),
        ...(accessKeyIds.length ? [eb('t.access_key_id', 'in', accessKeyIds)] : []),
      ]),
    )
    .orderBy('t.id')
    .limit(LIMIT)
    .execute();
}

export async function searchCommunityMembers(db: Db, networkId: number, query: string) {
  const m = matchOf(query);
  return db
    .selectFrom('community_members as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.name', 'c.email', 'c.phone', 'u.name as saved_by'])
    .where('c.network_id', '=', networkId)
    .where((eb) =>
      eb.or([
        eb('c.name', 'ilike', m.like),
        eb('c.email', 'ilike', m.like),
        ...(m.digits ? [eb('c.phone', 'like', phoneLike(m.digits))] : []),
      ]),
    )
    .orderBy('c.id')
    .limit(LIMIT)
    .execute();
}

/** How many of `ids` of each kind belong to the network (all of them, for a selection to be acted on). */
export async function countInNetwork(db: Db, networkId: number, ids: PersonalDataIds): Promise<PersonalDataIds> {
  const count = async (table: 'users' | 'access_keys' | 'transactions' | 'community_members', list: number[]) => {
    if (list.length === 0) return [];
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('network_id', '=', networkId)
      .where('id', 'in', list)
      .execute();
    return rows.map((r) => r.id);
  };
  const [users, access_keys, transactions, community_members] = await Promise.all([
    count('users', ids.users),
    count('access_keys', ids.access_keys),
    count('transactions', ids.transactions),
    count('community_members', ids.community_members),
  ]);
  return { users, access_keys, transactions, community_members };
}

/** Everything kept about the chosen records, for the export (no password hashes, no tokens). */
export async function loadPersonalData(db: Db, networkId: number, ids: PersonalDataIds) {
  const none = Promise.resolve([]);
  const matchedFor = [
    ...(ids.access_keys.length ? [['m.access_key_id', ids.access_keys] as const] : []),
    ...(ids.transactions.length ? [['m.transaction_id', ids.transactions] as const] : []),
  ];
  const [users, accessKeys, transactions, contacts, watchlistMatches] = await Promise.all([
    ids.users.length
      ? db
          .selectFrom('users as u')
          .leftJoin('network_groups as g', 'g.id', 'u.network_group_id')
          .select([
            'u.id',
            'u.name',
            'u.email',
            'u.phone',
            'u.country_code',
            'u.role',
            'g.name as unit',
            'u.email_notification',
            'u.push_notification',
            'u.active',
            'u.created_at',
            'u.updated_at',
            'u.deleted_at',
          ])
          .where('u.network_id', '=', networkId)
          .where('u.id', 'in', ids.users)
          .orderBy('u.id')
          .execute()
      : none,
    ids.access_keys.length
      ? db
          .selectFrom('access_keys as k')
          .innerJoin('users as u', 'u.id', 'k.user_id')
          .leftJoin('events as e', 'e.id', 'k.event_id')
          .select([
            'k.id',
            'k.access_key_type_id',
            'k.visitor_name',
            'k.visitor_email',
            'k.visitor_phone',
            'k.country_code',
            'k.reason_for_visit',
            'k.notes',
            'k.provider',
            'k.custom_attrs',
            'k.valid_from',
            'k.valid_until',
            'k.entries_count',
            'k.exits_count',
            'k.created_at',
            'k.deleted_at',
            'u.name as host_name',
            'e.name as event_name',
          ])
          .where('k.network_id', '=', networkId)
          .where('k.id', 'in', ids.access_keys)
          .orderBy('k.id')
          .execute()
      : none,
    ids.transactions.length
      ? db
          .selectFrom('transactions as t')
          .innerJoin('access_servers as s', 's.id', 't.access_server_id')
          .leftJoin('gates as g', 'g.id', 't.gate_id')
          .select([
            't.id',
            't.access_key_id',
            't.access_type',
            't.access_granted',
            't.access_allowed',
            't.visitor_name',
            't.reason_for_visit',
            't.notes',
            't.provider',
            't.custom_attrs',
            't.denial_reason',
            't.created_at',
            's.name as access_point',
            'g.name as gate',
          ])
          .where('t.network_id', '=', networkId)
          .where('t.id', 'in', ids.transactions)
          .orderBy('t.id')
          .execute()
      : none,
    ids.community_members.length
      ? db
          .selectFrom('community_members as c')
          .innerJoin('users as u', 'u.id', 'c.user_id')
          .select(['c.id', 'c.name', 'c.email', 'c.phone', 'c.country_code', 'c.created_at', 'u.name as saved_by'])
          .where('c.network_id', '=', networkId)
          .where('c.id', 'in', ids.community_members)
          .orderBy('c.id')
          .execute()
      : none,
    // What the watchlist noted of the person when they were invited or came to a gate (docs/watchlist.md): the
    // matches made for the chosen invitations and logbook rows, as kept (the purge blanks their visitor_name).
    matchedFor.length
      ? db
          .selectFrom('watchlist_matches as m')
          .select([
            'm.id',
            'm.created_at',
            'm.source',
            'm.matched_on',
            'm.action',
            'm.entry_name',
            'm.reason',
            'm.visitor_name',
            'm.access_key_id',
            'm.transaction_id',
          ])
          .where('m.network_id', '=', networkId)
          .where((eb) => eb.or(matchedFor.map(([column, values]) => eb(column, 'in', values))))
          .orderBy('m.id')
          .execute()
      : none,
  ]);
  return { users, accessKeys, transactions, contacts, watchlistMatches };
}

export interface StoredPhoto {
  id: number;
  photo_type: string;
  storage_key: string;
  transaction_id: number | null;
  access_key_id: number | null;
  created_at: Date;
}

/** The photos of these logbook rows and invitations. */
export async function photosOf(
  db: Db,
  networkId: number,
  ids: Pick<PersonalDataIds, 'access_keys' | 'transactions'>,
): Promise<StoredPhoto[]> {
  if (ids.access_keys.length === 0 && ids.transactions.length === 0) return [];
  return db
    .selectFrom('photos')
    .select(['id', 'photo_type', 'storage_key', 'transaction_id', 'access_key_id', 'created_at'])
    .where('network_id', '=', networkId)
    .where((eb) =>
      eb.or([
        ...(ids.transactions.length ? [eb('transaction_id', 'in', ids.transactions)] : []),
        ...(ids.access_keys.length ? [eb('access_key_id', 'in', ids.access_keys)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
}

/**
 * Inside the caller's transaction: removes the personal fields of the chosen logbook rows and invitations (the
 * facts stay: type, times, gate, who let them in), cancels the invitations, deletes the chosen saved contacts and
 * the photo rows. Answers the counts and the storage keys of the deleted photos (the files go after the commit).
 */
export async function erasePersonalRecords(
  trx: Db,
  networkId: number,
  ids: Omit<PersonalDataIds, 'users'>,
  now: Date,
): Promise<{ transactions: number; access_keys: number; community_members: number; photoKeys: string[] }> {
  const photos = await photosOf(trx, networkId, ids);
  if (photos.length) {
    await trx
      .deleteFrom('photos')
      .where('network_id', '=', networkId)
      .where(
        'id',
        'in',
        photos.map((p) => p.id),
      )
      .execute();
  }
  let transactions = 0;
  if (ids.transactions.length) {
    const result = await trx
      .updateTable('transactions')
      .set({ visitor_name: '', notes: '', custom_attrs: '{}' })
      .where('network_id', '=', networkId)
      .where('id', 'in', ids.transactions)
      .executeTakeFirst();
    transactions = Number(result.numUpdatedRows);
  }
  let access_keys = 0;
  if (ids.access_keys.length) {
    const result = await trx
      .updateTable('access_keys')
      .set({
        visitor_name: '',
        visitor_email: '',
        visitor_phone: '',
        notes: '',
        custom_attrs: '{}',
        community_member_id: null,
        deleted_at: sql<Date>`coalesce(deleted_at, ${now})`,
      })
      .where('network_id', '=', networkId)
      .where('id', 'in', ids.access_keys)
      .executeTakeFirst();
    access_keys = Number(result.numUpdatedRows);
  }
  // A watchlist match copied the visitor's name from the invitation or the logbook row it was made for.
  if (ids.transactions.length || ids.access_keys.length) {
    await trx
      .updateTable('watchlist_matches')
      .set({ visitor_name: '' })
      .where('network_id', '=', networkId)
      .where((eb) =>
        eb.or([
          ...(ids.transactions.length ? [eb('transaction_id', 'in', ids.transactions)] : []),
          ...(ids.access_keys.length ? [eb('access_key_id', 'in', ids.access_keys)] : []),
        ]),
      )
      .execute();
  }
  let community_members = 0;
  if (ids.community_members.length) {
    await trx
      .updateTable('access_keys')
      .set({ community_member_id: null })
      .where('network_id', '=', networkId)
      .where('community_member_id', 'in', ids.community_members)
      .execute();
    const result = await trx
      .deleteFrom('community_members')
      .where('network_id', '=', networkId)
      .where('id', 'in', ids.community_members)
      .executeTakeFirst();
    community_members = Number(result.numDeletedRows);
  }
  return { transactions, access_keys, community_members, photoKeys: photos.map((p) => p.storage_key) };
}

/**
 * The account's personal fields, after its deletion (users.repository softDeleteUser): name, email, phone and
 * password go; the row stays because logbook rows and invitations point at it. Its reset links are removed.
 */
export async function anonymiseUser(trx: Db, networkId: number, userId: number, now: Date): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      name: '',
      email: `erased-${userId}@erased.invalid`,
      phone: '',
      password_hash: null,
      email_notification: false,
      push_notification: false,
      updated_at: now,
    })
    .where('network_id', '=', networkId)
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('password_resets').where('network_id', '=', networkId).where('user_id', '=', userId).execute();
  await deleteDynamicKeySecret(trx, networkId, userId);
}

/** The chosen accounts, removed ones included (their data may still be there). */
export async function usersByIds(db: Db, networkId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}
