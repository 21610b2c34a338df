// The plans of the guard's path on a big database: runs a granted scan, a refused scan, a key register in and
// out and current_guests through the real app (in process, Fastify inject), records every statement they send,
// then EXPLAIN ANALYZEs each one with its parameters (writes inside a transaction that is rolled back).
// Used by bench/validate.ts --explain; the plans go to the console and to bench/results/.
import { CompiledQuery, type Kysely, type LogConfig } from 'kysely';
import sharp from 'sharp';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/index.ts';
import { createServer } from '../apps/server/src/server.ts';

interface Step {
  label: string;
  statements: CompiledQuery[];
  status: number;
  answer: string;
}

class Rollback extends Error {}

/** Index and table scans of a plan, e.g. `Index Scan using access_keys_unique_id_key on access_keys`. */
function scansOf(plan: string): string[] {
  return plan
    .split('\n')
    .map((line) =>
      /(?:->\s+)?((?:Parallel )?(?:Seq Scan|Index Scan|Index Only Scan|Bitmap Index Scan)[^(]*)/.exec(line),
    )
    .flatMap((m) => (m?.[1] ? [m[1].trim()] : []));
}

/** What EXPLAIN takes: not a transaction's begin, commit or savepoints. */
const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * `open` gives the database with Kysely's log: the statements are recorded as sent, with their values. A plugin
 * would see them only when compiled, and the scan's key statement is compiled once, with stand-in values
 * (repositories/reusable-query.ts), then sent many times with the callers'.
 */
export async function explainGuardPath(
  open: (log: LogConfig) => Db,
  options: {
    dataDir: string;
    gateId: number;
    exitGateId: number;
    accessServerId: number;
    keys: [string, string, string];
  },
) {
  const recorder = { on: true, statements: [] as CompiledQuery[] };
  const db = open((event) => {
    if (recorder.on && event.level === 'query' && EXPLAINABLE.test(event.query.sql))
      recorder.statements.push(event.query);
  });
  const config = loadConfig({ DATA_DIR: options.dataDir, DEMO: '0', LOG_LEVEL: 'silent', PORT: '0' });
  const { app } = await createServer(config, { db, logger: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: 'guard@demo.test', password: 'demo1234' },
  });
  const authorization = `Token=${(login.json() as { meta: { auth_token: string } }).meta.auth_token}`;
  const photo = (
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
  const [validKey, refusedKey, registeredKey] = options.keys;
  const steps: Step[] = [];
  const step = async (label: string, request: { method: 'GET' | 'POST'; url: string; payload?: object }) => {
    recorder.statements = [];
    const res = await app.inject({ ...request, headers: { authorization } });
    steps.push({ label, statements: recorder.statements, status: res.statusCode, answer: res.body.slice(0, 120) });
  };
  const scan = (key: string) => `/api/v1/access_keys/validate?gate=${options.gateId}&key=${key}`;
  await step('validate, granted', { method: 'GET', url: scan(validKey) });
  await step('validate, refused (logged)', { method: 'GET', url: scan(refusedKey) });
  await step('validate, refused again (same attempt)', { method: 'GET', url: scan(refusedKey) });
  await step('register an entry', {
    method: 'POST',
    url: '/api/v1/transactions',
    payload: { key: registeredKey, gate_id: options.gateId, access_allowed: true, photos: { photo_id: photo } },
  });
  await step('register its exit', {
    method: 'POST',
    url: '/api/v1/transactions',
    payload: { key: registeredKey, gate_id: options.exitGateId, access_allowed: true },
  });
  await step('current_guests', {
    method: 'GET',
    url: `/api/v1/access_servers/${options.accessServerId}/current_guests`,
  });

  recorder.on = false;
  const report: {
    label: string;
    status: number;
    answer: string;
    statements: { sql: string; scans: string[]; ms: number; plan: string }[];
  }[] = [];
  for (const s of steps) {
    const statements = [];
    for (const statement of s.statements) {
      let plan = '';
      // ANALYZE runs the statement again, inside a transaction rolled back; a write that cannot run twice (the
      // exit of an entry already closed) gets its plan without timings.
      for (const options of ['analyze, buffers', 'costs']) {
        try {
          await (db as Kysely<unknown>).transaction().execute(async (trx) => {
            const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
              CompiledQuery.raw(`explain (${options}) ${statement.sql}`, [...statement.parameters]),
            );
            plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
            throw new Rollback();
          });
        } catch (error) {
          if (!(error instanceof Rollback)) plan = `(not explained: ${(error as Error).message})`;
        }
        if (!plan.startsWith('(not explained')) break;
      }
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
      statements.push({ sql: statement.sql, scans: scansOf(plan), ms, plan });
    }
    report.push({ label: s.label, status: s.status, answer: s.answer, statements });
  }
  await app.close(); // also closes the database
  for (const s of report) {
    console.log(`\n${s.label}: ${s.status}, ${s.statements.length} statements  ${s.answer}`);
    for (const [i, st] of s.statements.entries())
      console.log(
        `  ${i + 1}. ${st.ms.toFixed(3)} ms  ${st.scans.join('; ') || st.plan.split('\n')[0]}\n     ${st.sql.slice(0, 150)}`,
      );
  }
  return report;
}
