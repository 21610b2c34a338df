// "Who is inside" must cost what the visitors inside cost, not what the logbook's history costs. On a history
// of closed entries the count of GET /access_servers/{id}/current_guests must read the partial index
// transactions_inside (Intelligence's "inside now" reads the count its triggers keep, migration 20261202_01). Four separate conditions (an entry, granted, allowed, no exit)
// made PostgreSQL expect a quarter of the table and scan all of it; the generated column `inside` has its own
// statistics (migration 20261124_0002_inside_column). Runs on PGlite and on PostgreSQL.
import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { countOpenEntries, countOpenEntriesFromRows } from '../src/repositories/intelligence.repository.ts';
import { listOpenEntries } from '../src/repositories/transactions.repository.ts';
import { createAccessPoint, createNetwork } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';

const HISTORY = 20_000;
const OPEN = 3;
let server: TestServer;
let networkId: number;
let accessServerId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server;
  const network = await createNetwork(server);
  const point = await createAccessPoint(server, network);
  networkId = network.id;
  accessServerId = point.id;
  // A long history of let-in entries, each closed by its own exit, but the newest OPEN.
  await sql`
    insert into transactions (network_id, access_server_id, access_key_type, access_type, access_granted,
      access_allowed, visitor_name, created_at)
    select ${networkId}, ${accessServerId}, 'visitor', 'access', true, true, 'Historia ' || i,
      now() - (${HISTORY}::int - i) * interval '20 minutes'
    from generate_series(1, ${HISTORY}::int) as i`.execute(db);
  await sql`
    insert into transactions (network_id, access_server_id, access_key_type, access_type, access_granted,
      access_allowed, visitor_name, related_transaction_id, created_at)
    select network_id, access_server_id, access_key_type, 'exit', true, true, visitor_name, id,
      created_at + interval '5 minutes'
    from transactions
    where visitor_name like 'Historia %'
    order by id
    limit ${HISTORY - OPEN}`.execute(db);
  await sql`update transactions e set exit_transaction_id = x.id from transactions x
    where x.related_transaction_id = e.id and e.visitor_name like 'Historia %'`.execute(db);
  await sql`analyze transactions`.execute(db);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The statements a repository call sends, compiled as the database receives them. */
async function statementsOf(db: Db, call: (db: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      seen.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await call(db.withPlugin(capture));
  return seen;
}

async function planOf(db: Db, query: CompiledQuery): Promise<string> {
  const result = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((row) => Object.values(row).join('')).join('\n');
}

it("counts the visitors inside an access point: the rows' count through transactions_inside, Intelligence's from its kept count", async () => {
  const { db } = server;
  // The same figure by the rule's definition: let-in entries that no exit points to.
  const expected = await sql<{ n: number }>`select count(*)::int as n from transactions e
    where e.network_id = ${networkId} and e.access_server_id = ${accessServerId} and e.access_type = 'access'
      and e.access_granted and e.access_allowed
      and not exists (select 1 from transactions x where x.related_transaction_id = e.id)`.execute(db);
  const counts = await countOpenEntriesFromRows(db, networkId, [accessServerId]);
  expect(counts.get(accessServerId)).toBe(expected.rows[0]?.n);
  expect(counts.get(accessServerId)).toBeGreaterThanOrEqual(OPEN);
  const [count] = await statementsOf(db, (d) => countOpenEntriesFromRows(d, networkId, [accessServerId]));
  if (!count) throw new Error('countOpenEntriesFromRows sent no statement');
  const plan = await planOf(db, count);
  expect(plan).toContain('transactions_inside');
  expect(plan).not.toMatch(/Seq Scan on transactions/);
  // Intelligence's "inside now" (migration 20261202_01): the same figure, one row per access point, whatever the
  // number of visitors inside.
  expect((await countOpenEntries(db, networkId, [accessServerId])).get(accessServerId)).toBe(expected.rows[0]?.n);
  const [kept] = await statementsOf(db, (d) => countOpenEntries(d, networkId, [accessServerId]));
  if (!kept) throw new Error('countOpenEntries sent no statement');
  const keptPlan = await planOf(db, kept);
  expect(keptPlan).toContain('intelligence_inside');
  expect(keptPlan).not.toMatch(/on transactions/);
});

it.each([
  ['without a provider limit', null],
  ['with overstaying providers first (docs/overstay.md)', new Date()],
])('lists and counts current guests through transactions_inside, %s', async (_, overstayBefore) => {
  const { db } = server;
  const statements = await statementsOf(db, (d) =>
    listOpenEntries(d, { networkId, visibility: { kind: 'network' }, accessServerId, limit: 50, overstayBefore }),
  );
  expect(statements).toHaveLength(2);
  for (const statement of statements) {
    const plan = await planOf(db, statement);
    expect(plan, statement.sql).toContain('transactions_inside');
    expect(plan, statement.sql).not.toMatch(/Seq Scan on transactions/);
  }
});
