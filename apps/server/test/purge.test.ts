// Retention and the daily purge (docs/privacy.md), on PGlite and on PostgreSQL, at instants built on named clocks
// (never the machine's): a network in Mexico City keeps photos 30 days and personal data 365, one in Tijuana 7 and
// 60 (set through PATCH /network, which refuses windows out of range or photos kept longer than personal data).
// Each row sits a minute either side of its network's local midnight cutoff: older photos are gone from storage
// and the database, older logbook rows and ended invitations lose the visitor's name, phone, email, reason, notes
// and custom answers but keep the facts, older watchlist matches lose the visitor's name, unused saved contacts
// are deleted; newer rows and the other network's are
// untouched. The schedule purges a network from 03:00 on its own clock, once per local day; every run is recorded
// and shown to that network's admin only; one purge runs at a time (a second one, or one while another session
// holds the lock on PostgreSQL, does nothing).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import type { AccessKeyRow, TransactionRow } from '../src/db/schema.ts';
import { wallClockToDate } from '../src/services/access-keys.time.ts';
import { createPurgeService } from '../src/services/purge.service.ts';
import { localStorage } from '../src/storage/index.ts';
import { MEXICO_CITY, TIJUANA } from './clock.ts';
import { createSite, type Site } from './factories.ts';
import { dbKind, NO_LOGIN_LIMITS, startTestServer, type TestServer } from './harness.ts';

/** 'DD/MM/YYYY HH:mm' on the clock of `zone`. */
const at = (wallClock: string, zone: string) => wallClockToDate(`${wallClock}:00`, zone);
const MINUTE = 60_000;

// 03:30 on 24 November 2026 in Mexico City is 01:30 in Tijuana (PST): only Mexico City's purge hour has come.
const NOW = at('24/11/2026 03:30', MEXICO_CITY);
// Tijuana reaches 03:05 an hour and 35 minutes later.
const TIJUANA_PURGE = at('24/11/2026 03:05', TIJUANA);

let server: TestServer;
let mx: Site;
let tj: Site;
let clock = NOW;
let storageRoot: string;
const storage = () => localStorage(storageRoot);
const purge = () => createPurgeService({ db: server.db, storage: storage(), now: () => clock });

interface Seeded {
  photo: { old: string; kept: string };
  transaction: { old: number; kept: number };
  key: { ended: number; deletedEarly: number; stillValid: number; usedLately: number; recent: number };
  member: { unused: number; usedLately: number; recent: number };
  match: { old: number; kept: number };
}
const seeded: Record<'mx' | 'tj', Seeded> = {} as never;

async function insertTransaction(db: Db, site: Site, createdAt: Date): Promise<number> {
  const row = await db
    .insertInto('transactions')
    .values({
      network_id: site.network.id,
      access_server_id: site.accessPoint.id,
      gate_id: site.accessPoint.gates.Entrada?.id ?? null,
      access_key_type: 'Visita',
      access_type: 'access',
      access_granted: true,
      access_allowed: true,
      status: 'Entrada',
      visitor_name: 'Ana López',
      reason_for_visit: 'Entrega de muebles',
      notes: 'Llegó en camioneta blanca',
      custom_attrs: JSON.stringify({ Placas: 'ABC-123' }),
      user_id: site.host.row.id,
      created_by_user_id: site.guard.row.id,
      provider: 'dhl',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertPhoto(db: Db, site: Site, transactionId: number, createdAt: Date): Promise<string> {
  const key = `${site.network.id}/test/${randomUUID()}.jpg`;
  await storage().put(key, Buffer.from('jpeg bytes'));
  await db
    .insertInto('photos')
    .values({
      network_id: site.network.id,
      transaction_id: transactionId,
      photo_type: 'photo_id',
      storage_key: key,
      byte_size: 10,
      created_at: createdAt,
    })
    .execute();
  return key;
}

async function insertKey(
  db: Db,
  site: Site,
  values: {
    createdAt: Date;
    validUntil: Date;
    deletedAt?: Date;
    lastUsedAt?: Date;
    memberId?: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('access_keys')
    .values({
      network_id: site.network.id,
      user_id: site.host.row.id,
      unique_id: randomUUID().replaceAll('-', ''),
      access_key_type_id: 1,
      visitor_name: 'Beto Ruiz',
      visitor_email: 'beto@example.mx',
      visitor_phone: '5512345678',
      reason_for_visit: 'Visita familiar',
      notes: 'Trae mascota',
      custom_attrs: JSON.stringify({ Auto: 'Rojo' }),
      valid_from: values.createdAt,
      valid_until: values.validUntil,
      created_at: values.createdAt,
      deleted_at: values.deletedAt ?? null,
      last_transaction_at: values.lastUsedAt ?? null,
      last_transaction_type: values.lastUsedAt ? 'access' : null,
      community_member_id: values.memberId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertMatch(db: Db, site: Site, createdAt: Date): Promise<number> {
  const row = await db
    .insertInto('watchlist_matches')
    .values({
      network_id: site.network.id,
      watchlist_entry_id: 1,
      entry_name: 'Dora Vetada',
      action: 'alert',
      reason: 'Avisar a la administración',
      matched_on: 'name',
      source: 'scan',
      visitor_name: 'Dora Vetada Ruiz',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertMember(db: Db, site: Site, createdAt: Date): Promise<number> {
  const row = await db
    .insertInto('community_members')
    .values({
      network_id: site.network.id,
      user_id: site.host.row.id,
      name: 'Carla Díaz',
      phone: '5598765432',
      email: 'carla@example.mx',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Rows either side of the two cutoffs of a site: `photoCutoff` and `personalCutoff` are local midnights of its
 * zone, the first instants kept.
 */
async function seed(site: Site, photoCutoff: Date, personalCutoff: Date): Promise<Seeded> {
  const db = server.db;
  const before = (cutoff: Date) => new Date(cutoff.getTime() - MINUTE);
  const after = (cutoff: Date) => new Date(cutoff.getTime() + MINUTE);
  // Photos of recent logbook rows, a minute either side of the photo cutoff.
  const photoOld = await insertPhoto(
    db,
    site,
    await insertTransaction(db, site, before(photoCutoff)),
    before(photoCutoff),
  );
  const photoKept = await insertPhoto(
    db,
    site,
    await insertTransaction(db, site, after(photoCutoff)),
    after(photoCutoff),
  );
  const transactionOld = await insertTransaction(db, site, before(personalCutoff));
  const transactionKept = await insertTransaction(db, site, after(personalCutoff));
  const long = (days: number) => new Date(personalCutoff.getTime() - days * 86_400_000);
  const memberUnused = await insertMember(db, site, long(30));
  const memberUsedLately = await insertMember(db, site, long(30));
  const memberRecent = await insertMember(db, site, after(personalCutoff));
  const key = {
    // Valid for a day, ten days before the cutoff, and saved as a contact nobody invited again.
    ended: await insertKey(db, site, { createdAt: long(10), validUntil: long(9), memberId: memberUnused }),
    // A recurrent key deleted before the cutoff, though it would have been valid after it.
    deletedEarly: await insertKey(db, site, {
      createdAt: long(20),
      validUntil: after(photoCutoff),
      deletedAt: before(personalCutoff),
    }),
    // Created long ago and valid until after the cutoff: still in use.
    stillValid: await insertKey(db, site, { createdAt: long(20), validUntil: after(personalCutoff) }),
    // Past its validity, but an exit was recorded after the cutoff.
    usedLately: await insertKey(db, site, {
      createdAt: long(5),
      validUntil: before(personalCutoff),
      lastUsedAt: after(personalCutoff),
    }),
    recent: await insertKey(db, site, {
      createdAt: after(personalCutoff),
      validUntil: after(photoCutoff),
      memberId: memberUsedLately,
    }),
  };
  const match = {
    old: await insertMatch(db, site, before(personalCutoff)),
    kept: await insertMatch(db, site, after(personalCutoff)),
  };
  return {
    match,
    photo: { old: photoOld, kept: photoKept },
    transaction: { old: transactionOld, kept: transactionKept },
    key,
    member: { unused: memberUnused, usedLately: memberUsedLately, recent: memberRecent },
  };
}

const transaction = (id: number) =>
  server.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const accessKey = (id: number) =>
  server.db.selectFrom('access_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const matchedName = async (id: number) =>
  (
    await server.db
      .selectFrom('watchlist_matches')
      .select('visitor_name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).visitor_name;
const memberExists = async (id: number) =>
  !!(await server.db.selectFrom('community_members').select('id').where('id', '=', id).executeTakeFirst());
const photoRowExists = async (key: string) =>
  !!(await server.db.selectFrom('photos').select('id').where('storage_key', '=', key).executeTakeFirst());

const FACTS = [
  'network_id',
  'access_server_id',
  'gate_id',
  'access_key_type',
  'access_type',
  'access_granted',
  'access_allowed',
  'status',
  'user_id',
  'created_by_user_id',
  'provider',
  'created_at',
] as const satisfies (keyof TransactionRow)[];

function expectErasedTransaction(after: TransactionRow, before: TransactionRow) {
  expect(after).toMatchObject({ visitor_name: '', reason_for_visit: '', notes: '', custom_attrs: {} });
  expect(after.anonymised_at).toEqual(clock);
  for (const fact of FACTS) expect(after[fact]).toEqual(before[fact]);
}
function expectIntactTransaction(row: TransactionRow) {
  expect(row).toMatchObject({
    visitor_name: 'Ana López',
    reason_for_visit: 'Entrega de muebles',
    notes: 'Llegó en camioneta blanca',
    custom_attrs: { Placas: 'ABC-123' },
    anonymised_at: null,
  });
}
function expectErasedKey(row: AccessKeyRow) {
  expect(row).toMatchObject({
    visitor_name: '',
    visitor_email: '',
    visitor_phone: '',
    reason_for_visit: '',
    notes: '',
    custom_attrs: {},
  });
  expect(row.anonymised_at).not.toBeNull();
}
function expectIntactKey(row: AccessKeyRow) {
  expect(row).toMatchObject({
    visitor_name: 'Beto Ruiz',
    visitor_email: 'beto@example.mx',
    visitor_phone: '5512345678',
    notes: 'Trae mascota',
    anonymised_at: null,
  });
}

let before: Record<'mx' | 'tj', TransactionRow> = {} as never;

beforeAll(async () => {
  server = await startTestServer(NO_LOGIN_LIMITS);
  storageRoot = path.join(server.dataDir, 'photos');
  [mx, tj] = await Promise.all([
    createSite(server, { network: { timeZone: MEXICO_CITY } }),
    createSite(server, { network: { timeZone: TIJUANA } }),
  ]);
  const patched = await tj.admin.client.patch('/network', {
    photo_retention_days: 7,
    personal_data_retention_days: 60,
  });
  expect(patched.status).toBe(200);
  // Mexico City keeps the defaults: photos from 25 October, personal data from 24 November 2025 (local midnights).
  seeded.mx = await seed(mx, at('25/10/2026 00:00', MEXICO_CITY), at('24/11/2025 00:00', MEXICO_CITY));
  // Tijuana: photos from 17 November (PST), personal data from 25 September (PDT, before the clocks went back).
  seeded.tj = await seed(tj, at('17/11/2026 00:00', TIJUANA), at('25/09/2026 00:00', TIJUANA));
  before = {
    mx: await transaction(seeded.mx.transaction.old),
    tj: await transaction(seeded.tj.transaction.old),
  };
});
afterAll(() => server?.close());

describe('retention settings', () => {
  it('default to 30 days of photos and 365 of personal data, and save what the admin chose', async () => {
    expect((await mx.admin.client.get('/network')).body).toMatchObject({
      photo_retention_days: 30,
      personal_data_retention_days: 365,
    });
    expect((await tj.admin.client.get('/network')).body).toMatchObject({
      photo_retention_days: 7,
      personal_data_retention_days: 60,
    });
  });

  it.each([
    [{ photo_retention_days: 0 }, 'body.photo_retention_days'],
    [{ photo_retention_days: 366 }, 'body.photo_retention_days'],
    [{ photo_retention_days: 1.5 }, 'body.photo_retention_days'],
    [{ photo_retention_days: '30' }, 'body.photo_retention_days'],
    [{ personal_data_retention_days: 29 }, 'body.personal_data_retention_days'],
    [{ personal_data_retention_days: 1826 }, 'body.personal_data_retention_days'],
    // Photos kept longer than the rest of the personal data: the one sent is named, the other one stays.
    [{ photo_retention_days: 61 }, 'body.photo_retention_days'],
    [{ personal_data_retention_days: 30, photo_retention_days: 31 }, 'body.photo_retention_days'],
    [{ personal_data_retention_days: 6 }, 'body.personal_data_retention_days'],
  ])('refuses %j with 422 naming %s, and keeps the stored windows', async (body, path) => {
    const res = await tj.admin.client.patch('/network', body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields.map((f: { path: string }) => f.path)).toEqual([path]);
    expect((await tj.admin.client.get('/network')).body).toMatchObject({
      photo_retention_days: 7,
      personal_data_retention_days: 60,
    });
  });

  it('are changed by network admins only', async () => {
    for (const client of [tj.guard.client, tj.host.client]) {
      const res = await client.patch('/network', { photo_retention_days: 10 });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('user_no_access');
    }
  });
});

describe('the daily purge', () => {
  it("purges at 03:30 in Mexico City the Mexico City network only (Tijuana's clock shows 01:30)", async () => {
    clock = NOW;
    const outcome = await purge().run({ trigger: 'schedule', due: { hour: 3 } });
    if (!outcome.ran) throw new Error('the purge did not run');
    const ids = outcome.runs.map((r) => r.network_id);
    expect(ids).toContain(mx.network.id);
    expect(ids).not.toContain(tj.network.id);
    const run = outcome.runs.find((r) => r.network_id === mx.network.id);
    expect(run).toMatchObject({
      trigger: 'schedule',
      photos_before: at('25/10/2026 00:00', MEXICO_CITY),
      personal_data_before: at('24/11/2025 00:00', MEXICO_CITY),
      photos_deleted: 1,
      photo_bytes_deleted: 10,
      transactions_anonymised: 1,
      access_keys_anonymised: 2,
      watchlist_matches_anonymised: 1,
      community_members_deleted: 1,
      error: null,
    });
    expect(run?.finished_at).toEqual(NOW);

    const s = seeded.mx;
    expect(await storage().get(s.photo.old)).toBeNull();
    expect(await photoRowExists(s.photo.old)).toBe(false);
    expect(await storage().get(s.photo.kept)).not.toBeNull();
    expect(await photoRowExists(s.photo.kept)).toBe(true);

    expectErasedTransaction(await transaction(s.transaction.old), before.mx);
    expectIntactTransaction(await transaction(s.transaction.kept));

    expectErasedKey(await accessKey(s.key.ended));
    expectErasedKey(await accessKey(s.key.deletedEarly));
    expectIntactKey(await accessKey(s.key.stillValid));
    expectIntactKey(await accessKey(s.key.usedLately));
    expectIntactKey(await accessKey(s.key.recent));
    // The unused contact is gone and its old key forgot it; one invited after the cutoff stays.
    expect(await memberExists(s.member.unused)).toBe(false);
    expect((await accessKey(s.key.ended)).community_member_id).toBeNull();
    expect(await memberExists(s.member.usedLately)).toBe(true);
    expect(await memberExists(s.member.recent)).toBe(true);
    // A watchlist match forgets the visitor's name like the logbook row of the same day.
    expect(await matchedName(s.match.old)).toBe('');
    expect(await matchedName(s.match.kept)).toBe('Dora Vetada Ruiz');

    // Tijuana's rows, older than its own shorter windows, wait for its clock.
    const t = seeded.tj;
    expect(await storage().get(t.photo.old)).not.toBeNull();
    expectIntactTransaction(await transaction(t.transaction.old));
    expect(await matchedName(t.match.old)).toBe('Dora Vetada Ruiz');
    expectIntactKey(await accessKey(t.key.ended));
  });

  it('is not due again on the same local day, and purges Tijuana at 03:05 on its clock with its own windows', async () => {
    clock = new Date(NOW.getTime() + 10 * MINUTE);
    const again = await purge().run({ trigger: 'schedule', due: { hour: 3 } });
    expect(again).toEqual({ ran: true, runs: [] });

    clock = TIJUANA_PURGE;
    const outcome = await purge().run({ trigger: 'schedule', due: { hour: 3 } });
    if (!outcome.ran) throw new Error('the purge did not run');
    expect(outcome.runs.map((r) => r.network_id)).toEqual([tj.network.id]);
    expect(outcome.runs[0]).toMatchObject({
      photos_before: at('17/11/2026 00:00', TIJUANA),
      personal_data_before: at('25/09/2026 00:00', TIJUANA),
      photos_deleted: 1,
      transactions_anonymised: 1,
      access_keys_anonymised: 2,
      watchlist_matches_anonymised: 1,
      community_members_deleted: 1,
    });
    const t = seeded.tj;
    expect(await storage().get(t.photo.old)).toBeNull();
    expect(await photoRowExists(t.photo.old)).toBe(false);
    expect(await storage().get(t.photo.kept)).not.toBeNull();
    expectErasedTransaction(await transaction(t.transaction.old), before.tj);
    expectIntactTransaction(await transaction(t.transaction.kept));
    expectErasedKey(await accessKey(t.key.ended));
    expectErasedKey(await accessKey(t.key.deletedEarly));
    expectIntactKey(await accessKey(t.key.stillValid));
    expectIntactKey(await accessKey(t.key.usedLately));
    expect(await memberExists(t.member.unused)).toBe(false);
    expect(await memberExists(t.member.usedLately)).toBe(true);
    expect(await matchedName(t.match.old)).toBe('');
    expect(await matchedName(t.match.kept)).toBe('Dora Vetada Ruiz');
  });

  it('run again on demand finds nothing left, and each run is shown to its own network admin only', async () => {
    clock = new Date(TIJUANA_PURGE.getTime() + MINUTE);
    const outcome = await purge().run({ trigger: 'cli', networkIds: [mx.network.id, tj.network.id] });
    if (!outcome.ran) throw new Error('the purge did not run');
    for (const run of outcome.runs)
      expect(run).toMatchObject({
        trigger: 'cli',
        photos_deleted: 0,
        transactions_anonymised: 0,
        access_keys_anonymised: 0,
        watchlist_matches_anonymised: 0,
        community_members_deleted: 0,
      });

    const res = await tj.admin.client.get('/network/purge_runs');
    expect(res.status).toBe(200);
    expect(res.body.purge_runs).toHaveLength(2);
    expect(res.body.purge_runs[0]).toMatchObject({ trigger: 'cli', photos_deleted: 0, failed: false });
    expect(res.body.purge_runs[1]).toEqual({
      id: expect.any(Number),
      trigger: 'schedule',
      started_at: TIJUANA_PURGE.toISOString(),
      finished_at: TIJUANA_PURGE.toISOString(),
      photos_before: at('17/11/2026 00:00', TIJUANA).toISOString(),
      personal_data_before: at('25/09/2026 00:00', TIJUANA).toISOString(),
      photos_deleted: 1,
      photo_bytes_deleted: 10,
      transactions_anonymised: 1,
      access_keys_anonymised: 2,
      watchlist_matches_anonymised: 1,
      community_members_deleted: 1,
      failed: false,
    });
    const mine = (await mx.admin.client.get('/network/purge_runs')).body.purge_runs as { id: number }[];
    expect(mine).toHaveLength(2);
    expect(mine.map((r) => r.id)).not.toContain(res.body.purge_runs[1].id);
    // Each network's part of each run is one line of its audit log, written by the system (no one signed in).
    const audit = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('network_id', '=', tj.network.id)
      .where('action', '=', 'retention.purge')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => (row.details as { purge_run_id: number }).purge_run_id)).toEqual(
      [...res.body.purge_runs].reverse().map((r: { id: number }) => r.id),
    );
    expect(audit[0]).toMatchObject({
      actor_user_id: null,
      outcome: 'success',
      details: { trigger: 'schedule', photos_deleted: 1, transactions_anonymised: 1, access_keys_anonymised: 2 },
    });
    const guard = await tj.guard.client.get('/network/purge_runs');
    expect(guard.status).toBe(422);
    expect(guard.body.code).toBe('user_no_access');
  });
});

describe('one purge at a time', () => {
  it('a second purge started while one runs does nothing', async () => {
    clock = new Date(TIJUANA_PURGE.getTime() + 2 * MINUTE);
    const service = purge();
    const [first, second] = await Promise.all([
      service.run({ trigger: 'cli', networkIds: [mx.network.id] }),
      service.run({ trigger: 'cli', networkIds: [mx.network.id] }),
    ]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
  });

  it.runIf(dbKind === 'postgres')(
    'while another session (another instance) holds the purge lock, a purge does nothing and records nothing',
    async () => {
      clock = new Date(TIJUANA_PURGE.getTime() + 3 * MINUTE);
      const runs = async () =>
        (await server.db.selectFrom('purge_runs').select('id').where('network_id', '=', mx.network.id).execute())
          .length;
      const count = await runs();
      const purgeLock = 0x6761_7270;
      let held: unknown;
      await server.db.connection().execute(async (other) => {
        expect(
          (await sql<{ locked: boolean }>`select pg_try_advisory_lock(${sql.lit(purgeLock)}) as locked`.execute(other))
            .rows[0]?.locked,
        ).toBe(true);
        try {
          held = await purge().run({ trigger: 'cli' });
        } finally {
          await sql`select pg_advisory_unlock(${sql.lit(purgeLock)})`.execute(other);
        }
      });
      expect(held).toEqual({ ran: false });
      expect(await runs()).toBe(count);
      expect((await purge().run({ trigger: 'cli', networkIds: [mx.network.id] })).ran).toBe(true);
    },
  );
});
