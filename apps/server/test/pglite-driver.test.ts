// The embedded database's driver (db/index.ts, `pglitePool`): PGlite through node-postgres, so its statements are
// named and planned once, as on PostgreSQL, each handed to PGlite in one call and its answer read by node-postgres's
// parser (db/pglite-connection.ts); PGlite's own callers (its listen(), behind the scan's cache and the live
// screens) wait for a statement or transaction of Kysely's to end instead of landing inside it; and a notification
// a statement of Kysely's receives reaches the channel's subscription once.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '../src/db/index.ts';
import { type NotificationSubscription, subscribe } from '../src/db/notifications.ts';

let db: Db | undefined;
let subscription: NotificationSubscription | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  await subscription?.close();
  subscription = null;
  await db?.destroy();
  db = undefined;
});

class Rollback extends Error {}

describe('the embedded database through node-postgres', () => {
  it('runs a statement with values as a named prepared statement, parsed once and then run on its kept plan', async () => {
    db = createDb({});
    const statement = (n: number) => sql<{ n: number }>`select ${n}::int + 1 as n`.execute(db as Db);
    for (let n = 0; n < 8; n++) expect((await statement(n)).rows).toEqual([{ n: n + 1 }]);
    const { rows } = await sql<{ calls: number }>`select generic_plans + custom_plans as calls
      from pg_prepared_statements where statement = ${'select $1::int + 1 as n'}`.execute(db);
    // One prepared statement for the eight calls: PostgreSQL planned it for the first ones and then kept a plan.
    expect(rows).toEqual([{ calls: 8 }]);
  });

  it('hands a statement to PGlite in one call, and answers the next one after a statement that failed', async () => {
    db = createDb({});
    const statement = (n: number) => sql<{ n: number }>`select 10 / ${n}::int as n`.execute(db as Db);
    expect((await statement(5)).rows).toEqual([{ n: 2 }]);
    const calls = vi.spyOn(PGlite.prototype, 'execProtocolRawStream');
    expect((await statement(2)).rows).toEqual([{ n: 5 }]);
    // Bind, describe, execute and sync together, not one call each.
    expect(calls).toHaveBeenCalledTimes(1);
    await expect(statement(0)).rejects.toThrow('division by zero');
    expect((await statement(1)).rows).toEqual([{ n: 10 }]);
    // In a transaction too: the failed statement aborts it, its commit is a rollback, and the connection goes on.
    await expect(
      db.transaction().execute(async (trx) => {
        await expect(sql`select 1 / ${0}::int`.execute(trx)).rejects.toThrow('division by zero');
      }),
    ).rejects.toThrow('rolled back');
    expect((await statement(10)).rows).toEqual([{ n: 1 }]);
  });

  it("does not let PGlite's listen() land inside a transaction, where a rollback would undo it", async () => {
    const handle = createDb({});
    db = handle;
    const heard: string[] = [];
    let isListening = false;
    await handle
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        subscription = subscribe(handle, 'driver_test', {
          onNotify: (payload) => heard.push(payload),
          onListening: () => {
            isListening = true;
          },
          onError: () => {},
        });
        // Time for PGlite's listen() to run while the transaction is open: it must wait for its end.
        for (let i = 0; i < 5; i++) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          await sql`select 1`.execute(trx);
        }
        expect(isListening).toBe(false);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    await expect.poll(() => isListening).toBe(true);
    await sql`select pg_notify('driver_test', 'after the rollback')`.execute(handle);
    await expect.poll(() => heard).toEqual(['after the rollback']);
  });
});
