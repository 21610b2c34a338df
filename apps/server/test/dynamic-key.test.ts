// The resident's dynamic key (issue 13): one entry or one exit per key, replaced at each use; an open dialog
// that asks with `live=true` gets the same key until it is used, then a new one; a used or replaced key is
// refused at once ('visitor_key': "a new QR code is required"); its unique_id is read by its owner only.
import type { AccessKey } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createUser, type Site } from './factories.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let site: Site;
let host: Client;
let guard: Client;
let admin: Client;
let family: Client;
let entry: number;
let exit: number;

beforeAll(async () => {
  server = await startTestServer();
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

const newKey = async (client: Client, live = false) => {
  const res = await client.get(`/access_keys/user_access_key${live ? '?live=true' : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_key as { unique_id: string; valid_until: string; seconds_left: number };
};
const register = (key: string, gate: number, allowed = true) =>
  guard.post('/transactions', { key, gate_id: gate, access_allowed: allowed, ...(allowed ? {} : { notes: 'No' }) });
const scan = (key: string, gate: number) => guard.get(`/access_keys/validate?gate=${gate}&key=${key}`);

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

  it('is given again to the open dialog (live) until it is used, then a new one is', async () => {
    const first = await newKey(host);
    expect(first.seconds_left).toBeGreaterThan(290);
    expect(first.seconds_left).toBeLessThanOrEqual(300);
    const polled = await newKey(host, true);
    expect(polled.unique_id).toBe(first.unique_id);
    expect(polled.valid_until).toBe(first.valid_until);
    expect((await scan(first.unique_id, entry)).body.access_granted, 'still in force').toBe(true);

    expect((await register(first.unique_id, entry)).body.transaction.access_granted).toBe(true);
    const next = await newKey(host, true);
    expect(next.unique_id).not.toBe(first.unique_id);
    expect(next.seconds_left).toBeGreaterThan(290);
    expect((await scan(first.unique_id, exit)).body.key_data.access_key_status.description).toBe('visitor_key');
    expect((await register(next.unique_id, exit)).body.transaction.access_granted, 'the new key lets out').toBe(true);
  });

  it('is not used up by a scan nor by a guard who turns the resident away', async () => {
    const key = await newKey(host);
    expect((await scan(key.unique_id, entry)).body.access_granted).toBe(true);
    expect((await scan(key.unique_id, entry)).body.access_granted).toBe(true);
    expect((await register(key.unique_id, entry, false)).status).toBe(201);
    expect((await newKey(host, true)).unique_id).toBe(key.unique_id);
    expect((await register(key.unique_id, entry)).body.transaction.access_granted).toBe(true);
  });

  it('opening the dialog again replaces the key at once', async () => {
    const first = await newKey(host);
    const second = await newKey(host);
    expect(second.unique_id).not.toBe(first.unique_id);
    expect((await register(first.unique_id, entry)).body.transaction.access_granted).toBe(false);
    expect((await newKey(host, true)).unique_id).toBe(second.unique_id);
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
