// The physical limit of the guard's scan on this machine, for `bench/validate.ts --baseline`: a bare Fastify route
// doing one prepared, indexed SELECT of the key with its access points on the same database, nothing else (no
// auth, no decision, no logbook). Started as its own process like the real server:
//   PORT=3918 DATABASE_URL=postgres://… node bench/bare-route.ts     (or DATA_DIR=<the bench's data folder>)
// GET /validate?key=<unique_id> answers the key row with `access_server_ids`, or 404.
// POST /register {"key", "gate"} (`validate.ts --call register --baseline`) is the register's floor: one prepared
// statement, in its own implicit transaction, that writes the logbook row and marks its key, with every trigger
// and index of the real tables (the live event, Intelligence's roll-ups). Nothing else: no lock, no decision, no
// outbox, no mail. 404 when the key is unknown.

import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { openPglite } from '../apps/server/src/db/index.ts';
import { PgliteBatchingConnection } from '../apps/server/src/db/pglite-connection.ts';

const KEY_SQL = `select k.*, array(select s.access_server_id from access_key_access_servers s
    where s.access_key_id = k.id order by s.access_server_id) as access_server_ids
  from access_keys k where k.unique_id = $1`;

// The entry row Garita writes for a plain visit key, with the key's mark (keyUseUpdate) in the same statement.
const REGISTER_SQL = `with k as (select id, network_id, user_id, visitor_name, reason_for_visit from access_keys
    where unique_id = $1),
  marked as (update access_keys a set last_transaction_type = 'access', last_transaction_at = now(),
    last_movement = 'access', entries_count = a.entries_count + 1 from k where a.id = k.id returning a.id)
  insert into transactions (network_id, access_server_id, gate_id, access_key_id, access_key_type, access_type,
    access_granted, access_allowed, visitor_name, reason_for_visit, user_id)
  select k.network_id, g.access_server_id, g.id, k.id, 'visit', 'access', true, true, k.visitor_name,
    k.reason_for_visit, k.user_id
  from k join marked on marked.id = k.id join gates g on g.id = $2
  returning id, created_at`;

let find: (key: string) => Promise<unknown>;
let register: (key: string, gate: number) => Promise<unknown>;
let close: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  // A named statement: parsed and planned once per connection.
  find = async (key) => (await pool.query({ name: 'bare_key', text: KEY_SQL, values: [key] })).rows[0];
  register = async (key, gate) =>
    (await pool.query({ name: 'bare_register', text: REGISTER_SQL, values: [key, gate] })).rows[0];
  close = () => pool.end();
} else {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATABASE_URL or DATA_DIR');
  const pglite: PGlite = openPglite({ dataDir: path.join(dataDir, 'db') });
  await pglite.waitReady;
  // The named statement through node-postgres on PGlite's one session, as Garita runs it (db/index.ts, one call
  // into PGlite per statement: db/pglite-connection.ts); until 2026-11-28 PGlite's own query(), which parses and
  // plans every call, then PGlite's connection, one call per protocol message.
  const client = new pg.Client({ connection: new PgliteBatchingConnection(pglite) } as pg.ClientConfig);
  await client.connect();
  find = async (key) => (await client.query({ name: 'bare_key', text: KEY_SQL, values: [key] })).rows[0];
  register = async (key, gate) =>
    (await client.query({ name: 'bare_register', text: REGISTER_SQL, values: [key, gate] })).rows[0];
  close = () => pglite.close();
}

const app = Fastify({ logger: false });
app.get('/api/v1/health', async () => ({ ok: true }));
app.get<{ Querystring: { key?: string } }>('/validate', async (request, reply) => {
  const row = await find(String(request.query.key ?? ''));
  if (!row) return reply.code(404).send({ code: 'invalid_key' });
  return { access_key: row };
});
app.post<{ Body: { key?: string; gate?: number } }>('/register', async (request, reply) => {
  const row = await register(String(request.body?.key ?? ''), Number(request.body?.gate));
  if (!row) return reply.code(404).send({ code: 'invalid_key' });
  return reply.code(201).send({ transaction: row });
});
const shutdown = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
await app.listen({ port: Number(process.env.PORT ?? 3918), host: '127.0.0.1' });
