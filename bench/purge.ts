// The daily purge (docs/privacy.md) on a million logbook records: how long the first purge of a site that kept
// everything takes, and the next day's run.
// Usage (from the repository root):
//   node_modules/.bin/node bench/purge.ts --db postgres --rows 1000000 --photo-every 50
//   node_modules/.bin/node bench/purge.ts --db embedded ...
//   --rows N          logbook records of the demo network, spread evenly over the last 730 days (about half
//                     older than the default 365-day window; one in ten a refusal, half of them exits)
//   --photo-every K   one record in K has an ID photo (a file in storage and a photos row) taken with it
//   --label NAME      names the result file, bench/results/purge-<db>-<label>.json
// It builds the database (migrations, demo data, the records made inside the database with generate_series), writes
// the photo files, then runs the purge through the service the schedule and `garita purge` use, with the real
// clock and the default windows (photos 30 days, personal data 365), and prints what it removed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createPurgeService } from '../apps/server/src/services/purge.service.ts';
import { localStorage } from '../apps/server/src/storage/index.ts';
import { databaseName, demoNetwork, log, machine, openBenchDatabase, writeResult } from './support.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rows: { type: 'string', default: '1000000' },
    'photo-every': { type: 'string', default: '50' },
    label: { type: 'string', default: 'latest' },
  },
});
const rows = Number(args.rows);
const photoEvery = Number(args['photo-every']);
const DAYS = 730;

const database = await openBenchDatabase(args.db);
const { db, dataDir } = database;
const photosRoot = path.join(dataDir, 'photos');
try {
  const { network, first, hostIds } = await demoNetwork(db);
  const host = hostIds[0] ?? null;
  const t0 = performance.now();
  const batch = 100_000;
  for (let start = 0; start < rows; start += batch) {
    const end = Math.min(rows, start + batch);
    // Record i is i × (730 days / rows) old: evenly spread, newest first.
    await sql`
      with t as (
        insert into transactions (network_id, access_server_id, access_key_type, access_type, access_granted,
          access_allowed, status, visitor_name, reason_for_visit, notes, custom_attrs, user_id, created_at)
        select ${network.id}, ${first.id}, 'Visita', case when i % 2 = 0 then 'access' else 'exit' end, i % 10 <> 0,
          true, 'Entrada', 'Visitante ' || i, 'Benchmark', 'Placas ' || i, '{"Placas": "ABC-123"}'::jsonb, ${host},
          now() - (i::float8 * ${DAYS} / ${rows}) * interval '1 day'
        from generate_series(${start}::int, ${end - 1}::int) as i
        returning id, created_at
      )
      insert into photos (network_id, transaction_id, photo_type, storage_key, byte_size, created_at)
      select ${network.id}, id, 'photo_id', ${`${network.id}/bench/`} || id || '.jpg', 2048, created_at
      from t where id % ${photoEvery} = 0`.execute(db);
    log(`${end} logbook records`);
  }
  const keys = (
    await db.selectFrom('photos').select('storage_key').where('storage_key', 'like', `${network.id}/bench/%`).execute()
  ).map((r) => r.storage_key);
  const bytes = Buffer.alloc(2048, 0xff);
  await fs.mkdir(path.join(photosRoot, String(network.id), 'bench'), { recursive: true });
  for (let i = 0; i < keys.length; i += 256)
    await Promise.all(keys.slice(i, i + 256).map((key) => fs.writeFile(path.join(photosRoot, key), bytes)));
  await sql`analyze`.execute(db);
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(db)).rows[0]?.n ?? 0;
  const total = await count(sql`select count(*)::int as n from transactions where network_id = ${network.id}`);
  const olderThanYear = await count(
    sql`select count(*)::int as n from transactions where network_id = ${network.id}
          and created_at < now() - interval '365 days'`,
  );
  const filesBefore = (await fs.readdir(path.join(photosRoot, String(network.id), 'bench'))).length;
  log(
    `database ready in ${Math.round((performance.now() - t0) / 1000)} s: ${total} logbook records ` +
      `(${olderThanYear} older than 365 days), ${filesBefore} photo files`,
  );

  const purge = createPurgeService({ db, storage: localStorage(photosRoot), now: () => new Date() });
  const timed = async () => {
    const started = performance.now();
    const outcome = await purge.run({ trigger: 'cli', networkIds: [network.id] });
    const ms = Math.round(performance.now() - started);
    if (!outcome.ran || !outcome.runs[0]) throw new Error('the purge did not run');
    return { ms, run: outcome.runs[0] };
  };
  const firstRun = await timed();
  const filesAfter = (await fs.readdir(path.join(photosRoot, String(network.id), 'bench'))).length;
  const nextDay = await timed();
  const anonymisedInDb = await count(
    sql`select count(*)::int as n from transactions where network_id = ${network.id} and anonymised_at is not null`,
  );
  const result = {
    database: databaseName(args.db),
    machine: machine(),
    rows: total,
    photo_files_before: filesBefore,
    first_run: {
      seconds: firstRun.ms / 1000,
      transactions_anonymised: firstRun.run.transactions_anonymised,
      photos_deleted: firstRun.run.photos_deleted,
      photo_files_deleted: filesBefore - filesAfter,
      photo_bytes_deleted: firstRun.run.photo_bytes_deleted,
      access_keys_anonymised: firstRun.run.access_keys_anonymised,
    },
    next_run: { seconds: nextDay.ms / 1000, transactions_anonymised: nextDay.run.transactions_anonymised },
    anonymised_in_database: anonymisedInDb,
    photo_files_left: filesAfter,
  };
  log(
    `first purge: ${result.first_run.seconds} s, ${result.first_run.transactions_anonymised} logbook records ` +
      `anonymised, ${result.first_run.photos_deleted} photos deleted (${result.first_run.photo_files_deleted} files ` +
      `gone from storage, ${filesAfter} left); next run: ${result.next_run.seconds} s`,
  );
  writeResult(`purge-${args.db}-${args.label}`, result);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await db.destroy();
  database.remove();
}
