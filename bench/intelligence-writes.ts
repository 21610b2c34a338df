// What Intelligence's roll-up triggers cost a logbook write, as the app writes: one entry let in per transaction
// (a register), then one exit per transaction that closes an entry (insertExit's statement), on PostgreSQL, at
// one access point. With `--before DIR` the same writes run alternately on a database migrated by DIR's code (e.g.
// main's, in a detached worktree with node_modules linked), each on its own throwaway PostgreSQL, `--rounds`
// times; it prints a Markdown table with the one-minute load average. Usage (from the repository root):
//   node_modules/.bin/node bench/intelligence-writes.ts --writes 2000 --rounds 3 --before /tmp/garita-main
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Kysely, sql } from 'kysely';
import { log, root } from './support.ts';

const { values: args } = parseArgs({
  options: {
    writes: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '3' },
    before: { type: 'string' },
  },
});
const writes = Number(args.writes);

interface Target {
  label: string;
  db: Kysely<any>;
  pgTmp: string;
  network: number;
  server: number;
}

async function open(label: string, dir: string): Promise<Target> {
  const out = execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'start'], { encoding: 'utf8' });
  const pgTmp = /PG_TMP=(\S+)/.exec(out)?.[1] ?? '';
  const databaseUrl = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  // That checkout's own migrations and demo data.
  const { createDb, migrate } = await import(path.join(dir, 'apps/server/src/db/index.ts'));
  const { seedDemo } = await import(path.join(dir, 'apps/server/src/db/seed.ts'));
  const db: Kysely<any> = createDb({ databaseUrl, dataDir: os.tmpdir() });
  await migrate(db);
  await seedDemo(db);
  const point = await sql<{ network_id: number; id: number }>`select network_id, id from access_servers
    order by id limit 1`.execute(db);
  const row = point.rows[0];
  if (!row) throw new Error('no access point');
  return { label, db, pgTmp, network: Number(row.network_id), server: Number(row.id) };
}

/** `writes` entries, one transaction each, then an exit for each of half of them (closing it), one each. */
async function run(t: Target): Promise<{ entry_us: number; exit_us: number }> {
  const ids: number[] = [];
  let start = performance.now();
  for (let i = 0; i < writes; i++) {
    const { rows } = await sql<{ id: number }>`insert into transactions (network_id, access_server_id,
      access_key_type, access_type, access_granted, access_allowed, visitor_name, created_at)
      values (${t.network}, ${t.server}, 'visitor', 'access', true, true, 'Bench', now() - ${i} * interval '1 second')
      returning id`.execute(t.db);
    ids.push(Number(rows[0]?.id));
  }
  const entry = ((performance.now() - start) * 1000) / writes;
  start = performance.now();
  const closing = ids.filter((_, i) => i % 2 === 0);
  for (const id of closing)
    await sql`with x as (
        insert into transactions (network_id, access_server_id, access_key_type, access_type, access_granted,
          access_allowed, visitor_name, related_transaction_id)
        values (${t.network}, ${t.server}, 'visitor', 'exit', true, true, 'Bench', ${id}) returning id)
      update transactions set exit_transaction_id = (select id from x) where id = ${id}`.execute(t.db);
  const exit = ((performance.now() - start) * 1000) / closing.length;
  return { entry_us: Math.round(entry), exit_us: Math.round(exit) };
}

const targets = [await open('this checkout', root)];
if (args.before) targets.unshift(await open(`before (${args.before})`, path.resolve(args.before)));
const results: { round: number; label: string; entry_us: number; exit_us: number; load: number }[] = [];
for (let round = 1; round <= Number(args.rounds); round++)
  for (const t of targets) {
    const load = Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
    const r = await run(t);
    log(`round ${round}, ${t.label}: entry ${r.entry_us} µs, exit ${r.exit_us} µs (load ${load})`);
    results.push({ round, label: t.label, ...r, load });
  }
for (const t of targets) {
  await t.db.destroy();
  execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', t.pgTmp]);
}
console.log('\n| round | schema | entry let in, 1 a transaction | exit closing an entry, 1 a transaction | load |');
console.log('|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.round} | ${r.label} | ${r.entry_us} µs | ${r.exit_us} µs | ${r.load} |`);
