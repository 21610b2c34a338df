// The outbox's own cost (docs/outbox.md, "Batches"): how fast one worker sends a queue of due rows, as after an
// outage of the mail server or a webhook receiver, with a handler that does nothing, so that only the claims and
// the marks are measured. Each round queues --rows rows and drains them with a claim of one row at a time (the
// worker before 2026-12-07, the baseline) and with OUTBOX_BATCH rows a claim, alternately, on the same database.
//   node bench/outbox.ts [--db embedded|postgres] [--rows 5000] [--rounds 3]
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createOutboxWorker, OUTBOX_BATCH } from '../apps/server/src/services/outbox.ts';
import { databaseName, log, machine, median, openBenchDatabase } from './support.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'embedded' },
    rows: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '3' },
  },
});
const rows = Number(args.rows);
const database = await openBenchDatabase(args.db);
const { db } = database;
const silent = { warn() {}, error() {} } as never;
const times = new Map<number, number[]>();
for (let round = 1; round <= Number(args.rounds); round++) {
  for (const batch of [1, OUTBOX_BATCH]) {
    await sql`insert into outbox (topic, dedupe_key, payload, next_attempt_at)
      select 'bench.noop', 'bench:' || ${`${round}:${batch}:`}::text || i, '{}'::jsonb, now() - interval '1 minute'
      from generate_series(1, ${rows}::int) as i`.execute(db);
    await sql`vacuum analyze outbox`.execute(db);
    const worker = createOutboxWorker(
      { db, log: silent, now: () => new Date() },
      { 'bench.noop': { handler: async () => {}, maxAttempts: 3, retryDelayMs: () => 0 } },
      { batch },
    );
    const started = performance.now();
    const sent = await worker.kick();
    const ms = performance.now() - started;
    if (sent !== rows) throw new Error(`sent ${sent} of ${rows}`);
    times.set(batch, [...(times.get(batch) ?? []), ms]);
    log(`round ${round}, ${batch} a claim: ${rows} rows in ${ms.toFixed(0)} ms`);
  }
}
await db.destroy();
database.remove();
console.log(
  `\nThe outbox's drain, ${rows} due rows, ${databaseName(args.db)}, ${machine()}, median of ${args.rounds}\n`,
);
console.log('| rows a claim | drain | rows/s |\n|---|---|---|');
for (const [batch, ms] of times) {
  const m = median(ms);
  console.log(`| ${batch}${batch === 1 ? ' (before)' : ''} | ${m.toFixed(0)} ms | ${Math.round((rows / m) * 1000)} |`);
}
