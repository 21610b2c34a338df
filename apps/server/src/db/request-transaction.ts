// One database transaction for a whole request, without changing a single service: the audit log's promise
// (docs/audit.md) is that a change and its audit row commit together or not at all.
//
// `requestScopedDb(db)` is the handle every service receives (app.ctx.db). Outside a request transaction it is
// `db` itself; inside `inRequestTransaction(db, work)` — the same async call chain, through AsyncLocalStorage —
// every query it runs goes to that transaction, and a service's own `db.transaction().execute(fn)` becomes a
// savepoint in it (so a service that catches its own failed transaction keeps working as before).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ControlledTransaction, Transaction } from 'kysely';
import type { Db } from './index.ts';
import type { Database } from './schema.ts';

interface Scope {
  trx: ControlledTransaction<Database>;
  savepoints: number;
  /** Work to run once the transaction has ended, committed or rolled back (afterRequestTransaction). */
  after: (() => Promise<void>)[];
}

const scopes = new AsyncLocalStorage<Scope>();

/** A stand-in for Kysely's TransactionBuilder that opens a savepoint of the request's transaction. */
function savepointBuilder(scope: Scope) {
  const builder = {
    setIsolationLevel: () => builder,
    setAccessMode: () => builder,
    async execute<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      const name = `sp_${++scope.savepoints}`;
      const trx = await scope.trx.savepoint(name).execute();
      try {
        const result = await fn(trx);
        await trx.releaseSavepoint(name).execute();
        return result;
      } catch (error) {
        await trx.rollbackToSavepoint(name).execute();
        throw error;
      }
    },
  };
  return builder;
}

/** The handle services use: the request's transaction when there is one, else the database. */
export function requestScopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const scope = scopes.getStore();
      if (scope && property === 'transaction') return () => savepointBuilder(scope);
      const real: object = scope ? scope.trx : target;
      // Bound to the real instance: Kysely keeps its state in private fields a proxy cannot reach.
      const value = Reflect.get(real, property, real);
      return typeof value === 'function' ? value.bind(real) : value;
    },
  });
}

/**
 * Runs `work` in one transaction that every `requestScopedDb` query inside it joins; commits when `work`
 * resolves, rolls back when it throws. Nested calls join the outer transaction.
 */
export async function inRequestTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const outer = scopes.getStore();
  if (outer) return work(outer.trx);
  const trx = await db.startTransaction().execute();
  const scope: Scope = { trx, savepoints: 0, after: [] };
  let result: T;
  try {
    result = await scopes.run(scope, () => work(trx));
  } catch (error) {
    await trx.rollback().execute();
    await runAfter(scope);
    throw error;
  }
  await trx.commit().execute();
  await runAfter(scope);
  return result;
}

/** The work left for after the transaction, outside it (PGlite has one connection: inside, it would wait for it). */
async function runAfter(scope: Scope): Promise<void> {
  await scopes.exit(async () => {
    for (const work of scope.after) await work();
  });
}

/**
 * Runs `work` once the request's transaction has ended, whether it committed or rolled back, before the answer
 * leaves; at once when there is no request transaction. For what must be stored even when the request is refused:
 * a counted refusal (a wrong current password, an "email taken") would otherwise be rolled back with it.
 */
export async function afterRequestTransaction(work: () => Promise<void>): Promise<void> {
  const scope = scopes.getStore();
  if (scope) scope.after.push(work);
  else await work();
}

/** Runs `work` outside any request transaction: what must be written even when the request fails. */
export function outsideRequestTransaction<T>(work: () => Promise<T>): Promise<T> {
  return scopes.exit(work);
}
