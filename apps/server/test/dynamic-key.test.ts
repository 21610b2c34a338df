// The resident's dynamic key (issue 13), a time-based code since issue 18 (docs/offline.md): one entry or one
// exit per code, and a use retires that code and every earlier one; an open dialog that asks with `live=true`
// and the code it shows gets the same code until it is used, then the next step's; a used or retired code is
// refused at once ('visitor_key': "a new QR code is required"), one older than 5 minutes is 'not_in_time', a
// wrong one is an unknown key; its unique_id is read by its owner only; the secret goes with the user.
// The server's clock is this file's (`shift` moves it).
import type { AccessKey } from '@garita/contract';
import { DYNAMIC_KEY_VALIDITY_SECONDS, KEY_TYPE } from '@garita/contract';
import { parsePersonalQr, personalCode, personalQrForStep, stepAt } from '@garita/engine/totp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKeyId } from '../src/lib/tokens.ts';
import { residentCodesForSnapshot } from '../src/services/dynamic-key.service.ts';
import { createAccessPoint, createSite, createUser, type Site } from './factories.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let site: Site;
let host: Client;
let guard: Client;
let admin: Client;
let family: Client;
let entry: number;
let exit: number;

/** How far the server's clock runs ahead of the real one: it only grows, as codes used stay used. */
let shift = 0;
const serverNow = () => new Date(Date.now() + shift);

beforeAll(async () => {
  server = await startTestServer({}, serverNow);
  site = await createSite(server);
  [host, guard, admin] = [site.host.client, site.guard.client, site.admin.client];
  family = (
    await createUser(server, site.network, 'secondary_user', {
      unit: site.unit,
      accessPoints: [site.accessPoint],
      invitedBy: site.host.row,
    })
  ).client;
  entry = site.accessPoint.gates.Entrada?.id ?? 0;
  exit = site.accessPoint.gates.Salida?.id ?? 0;
});
afterAll(() => server.close());
/**
 * Moves the server's clock to a second past the start of a step after every step used (a use is never more than
 * a step ahead of the clock), so a test's codes neither straddle a step's end nor follow an earlier test's use.
 */
const atNextStep = () => {
  shift += (stepAt(serverNow()) + 2) * 30_000 - serverNow().getTime() + 1_000;
};

const newKey = async (client: Client, live = false) => {
  const res = await client.get(`/access_keys/user_access_key${live ? '?live=true' : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_key as { unique_id: string; valid_until: string; seconds_left: number };
};
const register = (key: string, gate: number, allowed = true) =>
  guard.post('/transactions', { key, gate_id: gate, access_allowed: allowed, ...(allowed ? {} : { notes: 'No' }) });
const scan = (key: string, gate: number, who = guard) =>
  who.get(`/access_keys/validate?gate=${gate}&key=${encodeURIComponent(key)}`);
const live = async (client: Client, shown: string) => {
  const res = await client.get(`/access_keys/user_access_key?live=true&shown=${encodeURIComponent(shown)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_key as { unique_id: string; valid_until: string; seconds_left: number };
};
const reasonOf = (res: { body: { key_data: { access_key_status: { description: string } } } }) =>
  res.body.key_data.access_key_status.description;

describe('a dynamic key', () => {
  it('lets one movement through: used four times in a row it grants once (it granted 4 times)', async () => {
    const key = await newKey(host);
    const answers = [];
    for (const gate of [entry, exit, entry, exit]) answers.push(await register(key.unique_id, gate));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(answers.map((a) => a.body.transaction.access_granted)).toEqual([true, false, false, false]);
    expect(answers.slice(1).map((a) => a.body.transaction.access_key_status.description)).toEqual([
      'visitor_key',
      'visitor_key',
      'visitor_key',
    ]);
    const again = await scan(key.unique_id, exit);
    expect(again.body).toMatchObject({
      access_granted: false,
      key_data: { access_key_status: { description: 'visitor_key' } },
    });
  });

  it('is given again to the open dialog (live) until it is used, then the next step’s', async () => {
    atNextStep();
    const first = await newKey(host);
    expect(first.unique_id).toMatch(/^P\.\d+\.\d+\.\d{8}$/);
    expect(first.seconds_left).toBeGreaterThan(290);
    expect(first.seconds_left).toBeLessThanOrEqual(300);
    shift += 40_000; // the next step: a fresh code would differ, the dialog's is kept
    const polled = await live(host, first.unique_id);
    expect(polled.unique_id).toBe(first.unique_id);
    expect(polled.valid_until).toBe(first.valid_until);
    expect((await scan(first.unique_id, entry)).body.access_granted, 'still in force').toBe(true);

    expect((await register(first.unique_id, entry)).body.transaction.access_granted).toBe(true);
    const next = await live(host, first.unique_id);
    expect(next.unique_id).not.toBe(first.unique_id);
    expect(next.seconds_left, 'a fresh code, never above 5:00').toBeGreaterThan(280);
    expect(next.seconds_left).toBeLessThanOrEqual(300);
    expect(reasonOf(await scan(first.unique_id, exit))).toBe('visitor_key');
    expect((await register(next.unique_id, exit)).body.transaction.access_granted, 'the new code lets out').toBe(true);
  });

  it('is not used up by a scan nor by a guard who turns the resident away', async () => {
    const key = await newKey(host);
    expect((await scan(key.unique_id, entry)).body.access_granted).toBe(true);
    expect((await scan(key.unique_id, entry)).body.access_granted).toBe(true);
    expect((await register(key.unique_id, entry, false)).status).toBe(201);
    expect((await newKey(host, true)).unique_id).toBe(key.unique_id);
    expect((await register(key.unique_id, entry)).body.transaction.access_granted).toBe(true);
  });

  it('shows the current step’s code again when the dialog opens again, and the next step’s after each use', async () => {
    atNextStep();
    const first = await newKey(host);
    expect((await newKey(host)).unique_id, 'a code is the step’s').toBe(first.unique_id);
    expect((await register(first.unique_id, entry)).body.transaction.access_granted).toBe(true);
    const second = await newKey(host);
    expect(parsePersonalQr(second.unique_id)?.step).toBe((parsePersonalQr(first.unique_id)?.step ?? 0) + 1);
    const ahead = await register(second.unique_id, exit);
    expect(ahead.body.transaction.access_granted, JSON.stringify(ahead.body)).toBe(true);
    // A second use inside the step: the code shown next is two steps ahead of the clock, and opens.
    const third = await newKey(host);
    expect(parsePersonalQr(third.unique_id)?.step).toBe((parsePersonalQr(first.unique_id)?.step ?? 0) + 2);
    expect((await register(third.unique_id, entry)).body.transaction.access_granted).toBe(true);
  });

  it('is given to a second device of the same resident rather than replaced back and forth', async () => {
    const phone = await newKey(family);
    const tablet = await newKey(family, true);
    expect(tablet.unique_id).toBe(phone.unique_id);
  });
});

describe('the unique_id of a dynamic key', () => {
  const personalKeys = async (client: Client) => {
    const res = await client.get('/access_keys?access_key_type=personal&results=100');
    expect(res.status).toBe(200);
    return res.body.access_keys as AccessKey[];
  };

  it('is listed to its owner only: not to admins, guards nor the host of the unit', async () => {
    const key = await newKey(family);
    const own = (await personalKeys(family)).find((k) => k.unique_id === key.unique_id);
    expect(own, 'the owner sees it').toBeDefined();
    for (const [who, client] of [
      ['admin', admin],
      ['host of the unit', host],
      ['guard', guard],
    ] as const) {
      const keys = await personalKeys(client);
      const text = JSON.stringify(keys);
      expect(text.includes(key.unique_id), who).toBe(false);
      if (who !== 'guard')
        expect(
          keys.some((k) => k.id === own?.id),
          `${who} still sees the row`,
        ).toBe(true);
      const detail = await client.get(`/access_keys/${own?.id}`);
      expect(JSON.stringify(detail.body).includes(key.unique_id), `${who}: detail`).toBe(false);
    }
    // Nor in the logbook once it is used.
    await register(key.unique_id, entry);
    for (const client of [admin, host, guard]) {
      const logbook = await client.get('/transactions?results=100');
      expect(JSON.stringify(logbook.body).includes(key.unique_id)).toBe(false);
    }
  });
});

describe('the code of a dynamic key', () => {
  /** The host's code secret, as stored (the tests compute wrong and other steps' codes with it). */
  const secretOf = async (userId: number) =>
    (
      await server.db
        .selectFrom('dynamic_key_secrets')
        .select(['secret', 'last_used_step'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).secret;
  const unknown = { code: 'invalid_key' };

  it('opens at validate and at register once; the same QR again is refused as used', async () => {
    atNextStep();
    const { unique_id } = await newKey(family);
    expect((await scan(unique_id, entry)).body.access_granted).toBe(true);
    expect((await register(unique_id, entry)).body.transaction.access_granted).toBe(true);
    const again = await register(unique_id, entry);
    expect(again.body.transaction.access_granted).toBe(false);
    expect(again.body.transaction.access_key_status.description).toBe('visitor_key');
    expect(reasonOf(await scan(unique_id, exit))).toBe('visitor_key');
    // The logbook's rows are the personal key's, as before codes.
    const rows = await server.db
      .selectFrom('transactions as t')
      .innerJoin('access_keys as k', 'k.id', 't.access_key_id')
      .select(['k.access_key_type_id', 't.access_granted'])
      .where('k.unique_id', '=', unique_id)
      .execute();
    expect(rows.map((r) => [r.access_key_type_id, r.access_granted])).toEqual([
      [KEY_TYPE.personal, true],
      [KEY_TYPE.personal, false],
      [KEY_TYPE.personal, false],
    ]);
  });

  it('refuses a code of a step before the last used one, even one never shown', async () => {
    atNextStep();
    const older = await newKey(family);
    shift += 60_000;
    const newer = await newKey(family);
    expect(newer.unique_id).not.toBe(older.unique_id);
    expect((await register(newer.unique_id, entry)).body.transaction.access_granted).toBe(true);
    const res = await register(older.unique_id, entry);
    expect(res.body.transaction.access_granted).toBe(false);
    expect(res.body.transaction.access_key_status.description).toBe('visitor_key');
    expect(reasonOf(await scan(older.unique_id, entry))).toBe('visitor_key');
    // Opened from a list by its row's id, the code is decided as the code.
    const row = await server.db
      .selectFrom('access_keys')
      .select('id')
      .where('unique_id', '=', older.unique_id)
      .executeTakeFirstOrThrow();
    const byId = await guard.post('/transactions', { access_key_id: row.id, gate_id: entry, access_allowed: true });
    expect(byId.body.transaction?.access_key_status.description, JSON.stringify(byId.body)).toBe('visitor_key');
  });

  it('refuses a code 6 minutes old as not in time, at validate and register', async () => {
    const { unique_id } = await newKey(family);
    shift += 6 * 60_000;
    const scanned = await scan(unique_id, entry);
    expect(scanned.body.access_granted).toBe(false);
    expect(reasonOf(scanned)).toBe('not_in_time');
    const registered = await register(unique_id, entry);
    expect(registered.body.transaction.access_granted).toBe(false);
    expect(registered.body.transaction.access_key_status.description).toBe('not_in_time');
  });

  it('refuses a code two steps ahead of the clock as not in time', async () => {
    const { unique_id } = await newKey(family);
    const parsed = parsePersonalQr(unique_id);
    const userId = parsed?.userId ?? 0;
    const ahead = personalQrForStep(userId, await secretOf(userId), stepAt(serverNow()) + 2);
    expect(reasonOf(await scan(ahead, entry))).toBe('not_in_time');
  });

  it('answers a wrong code, a malformed one and an unknown user’s as an unknown QR (404 invalid_key)', async () => {
    const { unique_id } = await newKey(family);
    const parsed = parsePersonalQr(unique_id);
    const wrong = `P.${parsed?.userId}.${parsed?.step}.${parsed?.code === '00000000' ? '00000001' : '00000000'}`;
    for (const text of [wrong, 'P.1.2.3', `P.999999999.${parsed?.step}.${parsed?.code}`]) {
      const scanned = await scan(text, entry);
      expect(scanned.status, text).toBe(404);
      expect(scanned.body).toMatchObject(unknown);
      const registered = await register(text, entry);
      expect(registered.status, text).toBe(404);
      expect(registered.body).toMatchObject(unknown);
    }
    expect((await scan(unique_id, entry)).body.access_granted, 'the right code still opens').toBe(true);
  });

  it('answers another network’s resident’s code as unknown', async () => {
    const other = await createSite(server);
    const theirs = (await other.host.client.get('/access_keys/user_access_key')).body.access_key.unique_id;
    expect((await scan(theirs, entry)).status).toBe(404);
    expect((await register(theirs, entry)).status).toBe(404);
    const theirGate = other.accessPoint.gates.Entrada?.id ?? 0;
    expect((await scan(theirs, theirGate, other.guard.client)).body.access_granted, 'at home it opens').toBe(true);
  });

  it('keeps an issued personal key working until a code is used', async () => {
    const issued = newKeyId();
    const now = serverNow();
    const row = await server.db
      .insertInto('access_keys')
      .values({
        network_id: site.network.id,
        user_id: site.host.row.id,
        unique_id: issued,
        access_key_type_id: KEY_TYPE.personal,
        visitor_name: site.host.row.name,
        valid_from: now,
        valid_until: new Date(now.getTime() + DYNAMIC_KEY_VALIDITY_SECONDS * 1000),
        time_zone: site.accessPoint.time_zone,
        passback_tracking: false,
        multiple_access: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('access_key_access_servers')
      .values({ access_key_id: row.id, access_server_id: site.accessPoint.id, network_id: site.network.id })
      .execute();
    expect((await scan(issued, entry)).body.access_granted).toBe(true);
    atNextStep();
    expect((await register((await newKey(host)).unique_id, entry)).body.transaction.access_granted).toBe(true);
    expect(reasonOf(await scan(issued, entry))).toBe('visitor_key');
  });

  it('keeps its secret out of the resident’s and the admin’s answers', async () => {
    const { unique_id } = await newKey(host);
    const secret = await secretOf(parsePersonalQr(unique_id)?.userId ?? 0);
    for (const route of ['/session', `/users/${site.host.row.id}`, '/users?results=100', '/access_keys?results=100']) {
      for (const client of [host, admin]) {
        const res = await client.get(route);
        expect(JSON.stringify(res.body).includes(secret), `${route}`).toBe(false);
      }
    }
  });

  it('stops opening, its secret gone, when the user is deleted or erased', async () => {
    for (const how of ['delete', 'erase'] as const) {
      const user = await createUser(server, site.network, 'secondary_user', {
        unit: site.unit,
        accessPoints: [site.accessPoint],
        invitedBy: site.host.row,
      });
      const { unique_id } = (await user.client.get('/access_keys/user_access_key')).body.access_key;
      expect((await scan(unique_id, entry)).body.access_granted).toBe(true);
      const gone =
        how === 'delete'
          ? await admin.delete(`/users/${user.row.id}`)
          : await admin.post('/personal_data/erase', { users: [user.row.id] });
      expect(gone.status, JSON.stringify(gone.body)).toBeLessThan(300);
      const left = await server.db
        .selectFrom('dynamic_key_secrets')
        .select('user_id')
        .where('user_id', '=', user.row.id)
        .execute();
      expect(left, how).toEqual([]);
      expect((await scan(unique_id, entry)).status, how).toBe(404);
    }
  });
});

describe('residentCodesForSnapshot', () => {
  it('lists the residents whose dynamic key opens the access point, with a secret each', async () => {
    const elsewhere = await createAccessPoint(server, site.network);
    const away = await createUser(server, site.network, 'host', { accessPoints: [elsewhere] });
    const residents = await residentCodesForSnapshot(server.db, site.network.id, site.accessPoint.id);
    const ids = residents.map((r) => r.user_id);
    expect(ids).toContain(site.host.row.id);
    expect(ids).toContain(site.admin.row.id);
    expect(ids, 'guards hold no dynamic key').not.toContain(site.guard.row.id);
    expect(ids, 'a host of another access point').not.toContain(away.row.id);
    const resident = residents.find((r) => r.user_id === site.host.row.id);
    expect(resident).toMatchObject({ name: site.host.row.name, group: site.unit.name });
    expect(resident?.secret).toMatch(/^[A-Z2-7]{32}$/);
    // The secret the snapshot carries is the one the resident's codes are made of.
    const code = parsePersonalQr((await newKey(host)).unique_id);
    expect(code?.code).toBe(personalCode(resident?.secret ?? '', code?.step ?? 0));
    // A resident with no secret yet is given one, so their first code opens at an offline gate too.
    const fresh = await createUser(server, site.network, 'host', { accessPoints: [site.accessPoint] });
    const again = await residentCodesForSnapshot(server.db, site.network.id, site.accessPoint.id);
    expect(again.find((r) => r.user_id === fresh.row.id)?.secret).toMatch(/^[A-Z2-7]{32}$/);
    const other = await createSite(server);
    expect(await residentCodesForSnapshot(server.db, site.network.id, other.accessPoint.id)).toEqual([]);
  });
});
