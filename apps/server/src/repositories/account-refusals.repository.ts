// Throttled account refusals (wrong current password, "email taken"), counted per caller: docs/accounts.md.
import type { Db } from '../db/index.ts';
import type { AccountRefusalsTable } from '../db/schema.ts';

export type AccountRefusalKind = AccountRefusalsTable['kind'];

/** Rows older than this are of no use to any window and go as new ones come. */
const KEEP_MS = 24 * 60 * 60_000;

export async function countAccountRefusals(
  db: Db,
  userId: number,
  kind: AccountRefusalKind,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('account_refusals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordAccountRefusal(
  db: Db,
  values: { network_id: number; user_id: number; kind: AccountRefusalKind },
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('account_refusals')
    .where('user_id', '=', values.user_id)
    .where('created_at', '<', new Date(now.getTime() - KEEP_MS))
    .execute();
  await db
    .insertInto('account_refusals')
    .values({ ...values, created_at: now })
    .execute();
}
