// Community members (favourite contacts) with their owner's name and unit. Scoped by network_id; contacts of
// deleted users are left out.
import type { Db } from '../db/index.ts';
import { escapeLike } from './access-servers.repository.ts';
import { phoneDigits } from './search.ts';

export interface CommunityMemberFilter {
  networkId: number;
  /** Only this user's contacts; all of the network's when absent. */
  userId?: number;
  query?: string;
  /** Only contacts with exactly this national number. */
  phone?: string | undefined;
  limit: number;
  offset: number;
}

export interface CommunityMemberWithOwner {
  id: number;
  name: string;
  phone: string;
  country_code: string;
  email: string;
  user_id: number;
  user_name: string;
  group_name: string | null;
}

function filtered(db: Db, f: Omit<CommunityMemberFilter, 'limit' | 'offset'>) {
  let q = db
    .selectFrom('community_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.network_id', '=', f.networkId)
    .where('u.deleted_at', 'is', null);
  if (f.userId !== undefined) q = q.where('m.user_id', '=', f.userId);
  if (f.phone !== undefined) q = q.where('m.phone', '=', f.phone);
  if (f.query) {
    const like = `%${escapeLike(f.query)}%`;
    const digits = phoneDigits(f.query);
    q = q.where((eb) =>
      eb.or([
        eb('m.name', 'ilike', like),
        eb('m.email', 'ilike', like),
        ...(digits ? [eb('m.phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return q;
}

const WITH_OWNER = [
  'm.id',
  'm.name',
  'm.phone',
  'm.country_code',
  'm.email',
  'm.user_id',
  'u.name as user_name',
  'g.name as group_name',
] as const;

/** One contact by id within the same scope as the list (the network, and the owner when given). */
export async function findCommunityMemberWithOwner(
  db: Db,
  f: { networkId: number; userId?: number; id: number },
): Promise<CommunityMemberWithOwner | undefined> {
  return filtered(db, f)
    .leftJoin('network_groups as g', 'g.id', 'u.network_group_id')
    .select(WITH_OWNER)
    .where('m.id', '=', f.id)
    .executeTakeFirst();
}

export async function listCommunityMembers(
  db: Db,
  f: CommunityMemberFilter,
): Promise<{ rows: CommunityMemberWithOwner[]; total: number }> {
  const q = filtered(db, f);
  const [rows, count] = await Promise.all([
    q
      .leftJoin('network_groups as g', 'g.id', 'u.network_group_id')
      .select(WITH_OWNER)
      .orderBy('m.name')
      .orderBy('m.id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Those of these contacts that are this user's own; others' ids are simply absent. */
export async function findOwnCommunityMembers(db: Db, networkId: number, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('community_members')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * Saves a contact for the user unless they already have one with this phone (spec: "save_community_member
 * stores the visitor as a favourite unless one with the same phone exists"). Answers the contact's id.
 */
export async function saveCommunityMemberUnlessPhoneKnown(
  db: Db,
  values: { networkId: number; userId: number; name: string; phone: string; countryCode: string; email: string },
): Promise<number> {
  const existing = await db
    .selectFrom('community_members')
    .select('id')
    .where('network_id', '=', values.networkId)
    .where('user_id', '=', values.userId)
    .where('phone', '=', values.phone)
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await db
    .insertInto('community_members')
    .values({
      network_id: values.networkId,
      user_id: values.userId,
      name: values.name,
      phone: values.phone,
      country_code: values.countryCode,
      email: values.email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
