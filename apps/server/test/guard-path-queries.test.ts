// The guard's hot path in database statements: a scan (GET /access_keys/validate) and a key register
// (POST /transactions) are counted statement by statement, so a change that adds a round trip to every scan at
// every gate shows up here. The session is still read on every call (no cache: a deactivated guard is refused
// on the next one). BEGIN and COMMIT of a register's transaction are not counted.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';

/** Records what each statement does and to which table, e.g. `select access_keys`. */
class StatementLog implements KyselyPlugin {
  statements: string[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push(describe_(args.node));
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
  async during(call: () => Promise<unknown>): Promise<string[]> {
    this.statements = [];
    await call();
    return this.statements;
  }
}

/** `select gates`, `insert transactions`, …; a statement with CTEs names theirs: `insert transactions + update transactions`. */
function describe_(node: RootOperationNode): string {
  const name = (table: unknown): string => {
    const t = table as { kind?: string; node?: unknown; table?: { identifier?: { name?: string } } } | undefined;
    return (t?.kind === 'AliasNode' ? name(t.node) : t?.table?.identifier?.name) ?? '';
  };
  const ctes = (node as { with?: { expressions: { expression: RootOperationNode }[] } }).with?.expressions;
  if (ctes?.length) return ctes.map((cte) => describe_(cte.expression)).join(' + ');
  switch (node.kind) {
    case 'SelectQueryNode':
      return `select ${name(node.from?.froms[0])}`;
    case 'InsertQueryNode':
      return `insert ${name(node.into)}`;
    case 'UpdateQueryNode':
      return `update ${name(node.table)}`;
    default:
      return node.kind;
  }
}

const log = new StatementLog();
let server: TestServer;
let guard: Client;
let host: Client;
let photo: string;
const gates: Record<string, number> = {};
let caseta: number;

const newKey = async (extra: Record<string, unknown> = {}) =>
  (
    await host.post('/access_keys', {
      access_key: {
        visitor_name: `Conteo ${Math.random().toString(36).slice(2, 8)}`,
        visitor_phone: '5512340000',
        access_key_type_id: 1,
        reason_for_visit: 'Visita',
        valid_from: formatWallClock(new Date(Date.now() - 60_000), 'America/Mexico_City'),
        access_servers: [caseta],
        ...extra,
      },
    })
  ).body.access_key as { id: number; unique_id: string };
const scan = (gate: string, key: string) => guard.get(`/access_keys/validate?gate=${gates[gate]}&key=${key}`);
const register = (gate: string, key: string, extra: Record<string, unknown> = {}) =>
  guard.post('/transactions', { key, gate_id: gates[gate], access_allowed: true, ...extra });

beforeAll(async () => {
  server = await startTestServer({}, undefined, [log]);
  [guard, host] = await server.asEach('guard@demo.test', 'host@demo.test');
  for (const g of await server.db.selectFrom('gates').select(['id', 'name']).execute()) gates[g.name] = g.id;
  caseta = (
    await server.db
      .selectFrom('access_servers')
      .select('id')
      .where('name', '=', 'Caseta Principal')
      .executeTakeFirstOrThrow()
  ).id;
  const sharp = (await import('sharp')).default;
  photo = (
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
});
afterAll(() => server.close());

describe('a scan', () => {
  it('that grants reads the session, the gate and the key: three statements', async () => {
    const key = await newKey();
    let res: Awaited<ReturnType<typeof scan>> | undefined;
    const statements = await log.during(async () => {
      res = await scan('Entrada Vehicular', key.unique_id);
    });
    expect(res?.body.access_granted).toBe(true);
    expect(statements).toEqual(['select sessions', 'select gates', 'select access_keys']);
  });

  it('that grants at a printing gate also reads the key’s photos', async () => {
    const key = await newKey();
    const statements = await log.during(() => scan('Entrada Peatonal', key.unique_id));
    expect(statements).toEqual(['select sessions', 'select gates', 'select access_keys', 'select photos']);
  });

  it('of a key opened by id (provider check-in) also reads the guard’s access points, for visibility', async () => {
    const key = await newKey({ access_key_type_id: 5, provider: 'amazon', visitor_phone: '' });
    let res: Awaited<ReturnType<typeof scan>> | undefined;
    const statements = await log.during(async () => {
      res = await guard.get(`/access_keys/validate?gate=${gates['Entrada Vehicular']}&access_key_id=${key.id}`);
    });
    expect(res?.body.access_granted).toBe(true);
    expect(statements).toEqual(['select sessions', 'select gates', 'select user_access_servers', 'select access_keys']);
  });

  it('at the desktop console’s two doors reads both gates side by side', async () => {
    const key = await newKey();
    const statements = await log.during(() =>
      guard.get(
        `/access_keys/validate?gate=${gates['Entrada Vehicular']}&exit_gate=${gates.Salida}&key=${key.unique_id}`,
      ),
    );
    expect(statements).toEqual(['select sessions', 'select gates', 'select gates', 'select access_keys']);
  });

  it('that refuses logs the attempt under the key’s lock, once', async () => {
    const key = await newKey();
    await server.db.updateTable('access_keys').set({ deleted_at: new Date() }).where('id', '=', key.id).execute();
    let first: Awaited<ReturnType<typeof scan>> | undefined;
    const statements = await log.during(async () => {
      first = await scan('Entrada Vehicular', key.unique_id);
    });
    expect(first?.body).toMatchObject({ access_granted: false });
    expect(statements).toEqual([
      'select sessions',
      'select gates',
      'select access_keys',
      'select access_keys', // FOR UPDATE
      'select access_keys', // its access points, event and latest row, read after the lock
      'insert transactions',
      'update access_keys', // the key's 'try' mark
    ]);
    // The same attempt again moments later: nothing new is written.
    const again = await log.during(() => scan('Entrada Vehicular', key.unique_id));
    expect(again).toEqual(statements.slice(0, 5));
  });
});

describe('a key register', () => {
  it('of an entry', async () => {
    const key = await newKey();
    let res: Awaited<ReturnType<typeof register>> | undefined;
    const statements = await log.during(async () => {
      res = await register('Entrada Vehicular', key.unique_id, { photos: { photo_id: photo } });
    });
    expect(res?.body.transaction.access_granted).toBe(true);
    expect(statements).toEqual([
      'select sessions',
      'select gates',
      'select custom_attributes',
      'select access_keys', // FOR UPDATE
      'select access_keys', // its access points and event, read after the lock
      'insert transactions',
      'update access_keys',
      'insert photos',
    ]);
  });

  it('of an exit, which closes the entry in the same statement', async () => {
    const key = await newKey();
    await register('Entrada Vehicular', key.unique_id, { photos: { photo_id: photo } });
    let res: Awaited<ReturnType<typeof register>> | undefined;
    const statements = await log.during(async () => {
      res = await register('Salida', key.unique_id);
    });
    expect(res?.body.transaction).toMatchObject({ access_granted: true, access_type: 'exit' });
    expect(statements).toEqual([
      'select sessions',
      'select gates',
      'select custom_attributes',
      'select access_keys', // FOR UPDATE
      'select access_keys', // its access points, event and open entry, read after the lock
      'insert transactions + update transactions', // the exit, and the entry's exit_transaction_id
      'update access_keys',
    ]);
  });
});
