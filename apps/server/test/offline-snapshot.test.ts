// The signed snapshot of an access point for a guard's device (issue 18, docs/offline.md "The snapshot"): what is
// in it, what an incremental one carries, who may fetch it, the device it records, and a signature a browser's
// WebCrypto verifies with the key GET /offline/public_key gives.
import { randomUUID } from 'node:crypto';
import type { OfflineSnapshot, OfflineSnapshotPayload } from '@garita/contract';
import { checkPersonalCode, parsePersonalQr } from '@garita/engine/totp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessPoint,
  createAccessPoint,
  createGuard,
  createHost,
  createInvitation,
  createSite,
  createUnit,
  type Site,
} from './factories.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';

const HOUR = 3_600_000;

let server: TestServer;
let site: Site;
let other: Site;
let guard: Client;
let admin: Client;
let host: Client;
/** A second access point of the site's network, with its own guard, and a host who may invite to both. */
let farGate: AccessPoint;
let farGuard: Client;
let bothHost: Client;

beforeAll(async () => {
  server = await startTestServer();
  [site, other] = await Promise.all([createSite(server), createSite(server)]);
  [guard, admin, host] = [site.guard.client, site.admin.client, site.host.client];
  farGate = await createAccessPoint(server, site.network);
  const both = await createUnit(server, site.network, [site.accessPoint, farGate]);
  const [far, hostOfBoth] = await Promise.all([
    createGuard(server, site.network, [farGate]),
    createHost(server, site.network, both),
  ]);
  [farGuard, bothHost] = [far.client, hostOfBoth.client];
});
afterAll(() => server.close());

const fetchSnapshot = async (
  client: Client,
  query: { accessServer?: number; since?: string } = {},
  device?: string,
) => {
  const params = new URLSearchParams({ access_server: String(query.accessServer ?? site.accessPoint.id) });
  if (query.since) params.set('since', query.since);
  return server.call<OfflineSnapshot & { code?: string }>('GET', `/api/v1/offline/snapshot?${params}`, {
    token: client.token,
    headers: device ? { 'x-garita-device': device } : {},
  });
};
/** The payload of a snapshot that must be answered. */
const snapshot = async (client: Client, query: { accessServer?: number; since?: string } = {}) => {
  const res = await fetchSnapshot(client, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return JSON.parse(res.body.payload) as OfflineSnapshotPayload;
};
const uniqueIds = (payload: OfflineSnapshotPayload) => payload.keys.map((k) => k.unique_id);

/** Verifies as a browser does: WebCrypto, the JWK of GET /offline/public_key, the payload's UTF-8 bytes. */
async function verifies(client: Client, answer: OfflineSnapshot): Promise<boolean> {
  const { body } = await client.get('/offline/public_key');
  expect(body.key_id).toBe(answer.key_id);
  const key = await crypto.subtle.importKey('jwk', body.public_key_jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'verify',
  ]);
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    Buffer.from(answer.signature, 'base64url'),
    new TextEncoder().encode(answer.payload),
  );
}

describe('the snapshot of an access point', () => {
  it('is signed: WebCrypto verifies it with the public key, and refuses a payload changed by one character', async () => {
    await createInvitation(host, site.accessPoint);
    const { body } = await fetchSnapshot(guard);
    expect(await verifies(guard, body)).toBe(true);
    const tampered = body.payload.replace('"full":true', '"full":false');
    expect(tampered).not.toBe(body.payload);
    expect(await verifies(guard, { ...body, payload: tampered })).toBe(false);
    // Sent gzipped to a client that accepts it, the signed text unchanged.
    const zipped = await fetch(`${server.url}/api/v1/offline/snapshot?access_server=${site.accessPoint.id}`, {
      headers: { authorization: `Token=${guard.token}`, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await verifies(guard, (await zipped.json()) as OfflineSnapshot)).toBe(true);
    // The same network's admin gets the same key; another network has its own.
    expect((await admin.get('/offline/public_key')).body.key_id).toBe(body.key_id);
    expect((await other.admin.client.get('/offline/public_key')).body.key_id).not.toBe(body.key_id);
  });

  it('holds the keys valid within 24 hours that open this access point, with what the decision needs', async () => {
    const now = Date.now();
    const [current, in23, in25, far] = await Promise.all([
      createInvitation(host, site.accessPoint),
      createInvitation(host, site.accessPoint, {}, new Date(now + 23 * HOUR)),
      createInvitation(host, site.accessPoint, {}, new Date(now + 25 * HOUR)),
      createInvitation(bothHost, farGate, { access_servers: [farGate.id] }),
    ]);
    const payload = await snapshot(guard);
    const ids = uniqueIds(payload);
    expect(ids).toContain(current.unique_id);
    expect(ids, 'valid in 23 h').toContain(in23.unique_id);
    expect(ids, 'valid only in 25 h').not.toContain(in25.unique_id);
    expect(ids, "another access point's key").not.toContain(far.unique_id);
    expect(payload).toMatchObject({
      access_server: { id: site.accessPoint.id, name: site.accessPoint.name, time_zone: site.accessPoint.time_zone },
      full: true,
      removed: [],
    });
    expect(payload.gates.map((g) => g.type).sort()).toEqual(['access', 'exit']);
    expect(payload.keys.find((k) => k.unique_id === current.unique_id)).toMatchObject({
      id: current.id,
      access_key_type_id: 1,
      access_server_ids: [site.accessPoint.id],
      deleted_at: null,
      entries_count: 0,
      last_movement: null,
      event: null,
      host: { id: site.host.row.id, name: site.host.row.name },
      requirements: { photo_id: false, id_back_photo: false },
    });
  });

  it('is the same twice at the same state, but for generated_at', async () => {
    await server.outbox.idle();
    const [first, second] = [await snapshot(guard), await snapshot(guard)];
    expect({ ...second, generated_at: '' }).toEqual({ ...first, generated_at: '' });
  });

  it('since a cursor: a register brings the key with its count; a deletion and an access point taken away remove it', async () => {
    const [used, deleted, moved, untouched] = await Promise.all([
      createInvitation(host, site.accessPoint),
      createInvitation(host, site.accessPoint),
      createInvitation(bothHost, site.accessPoint, { access_servers: [site.accessPoint.id, farGate.id] }),
      createInvitation(host, site.accessPoint),
    ]);
    const before = await snapshot(guard);
    expect(uniqueIds(before)).toEqual(expect.arrayContaining([used.unique_id, deleted.unique_id, moved.unique_id]));

    const entry = site.accessPoint.gates.Entrada?.id;
    const registered = await guard.post('/transactions', { key: used.unique_id, gate_id: entry, access_allowed: true });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect((await host.delete(`/access_keys/${deleted.id}`)).status).toBeLessThan(300);
    const edited = await bothHost.patch(`/access_keys/${moved.id}`, { access_key: { access_servers: [farGate.id] } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const next = await snapshot(guard, { since: before.cursor });
    expect(next.full).toBe(false);
    expect(uniqueIds(next), 'only what changed').toEqual([used.unique_id]);
    expect(next.keys[0]).toMatchObject({ entries_count: 1, last_movement: 'access' });
    expect(next.removed.sort()).toEqual([deleted.unique_id, moved.unique_id].sort());
    expect(next.cursor).not.toBe(before.cursor);

    const full = await snapshot(guard);
    expect(uniqueIds(full)).not.toContain(deleted.unique_id);
    expect(uniqueIds(full)).not.toContain(moved.unique_id);
    expect(uniqueIds(full)).toContain(untouched.unique_id);
    // Nothing changed since: the next refresh is empty.
    const quiet = await snapshot(guard, { since: next.cursor });
    expect([quiet.keys, quiet.removed]).toEqual([[], []]);
  });

  it('refuses a guard of another access point, a host, another network, and a cursor that is not one', async () => {
    expect((await fetchSnapshot(farGuard)).status).toBe(404);
    expect((await fetchSnapshot(other.guard.client)).status).toBe(404);
    expect((await fetchSnapshot(other.admin.client)).status).toBe(404);
    expect((await fetchSnapshot(host)).body.code).toBe('user_no_access');
    expect((await fetchSnapshot(admin)).status, 'admins of the network').toBe(200);
    const bad = await fetchSnapshot(guard, { since: 'not-a-cursor' });
    expect([bad.status, bad.body.code]).toEqual([422, 'validation_failed']);
    // Another network's snapshot holds none of this network's keys.
    const theirs = await snapshot(other.guard.client, { accessServer: other.accessPoint.id });
    const ours = uniqueIds(await snapshot(guard));
    expect(uniqueIds(theirs).filter((id) => ours.includes(id))).toEqual([]);
  });

  it('records the device; refuses a device id of another network (409) and one that is not a UUID (422)', async () => {
    const device = randomUUID();
    const res = await fetchSnapshot(guard, {}, device);
    expect(res.status).toBe(200);
    const generatedAt = JSON.parse(res.body.payload).generated_at;
    const row = await server.db.selectFrom('devices').selectAll().where('id', '=', device).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      network_id: site.network.id,
      user_id: site.guard.row.id,
      access_server_id: site.accessPoint.id,
    });
    expect(row.last_snapshot_at?.toISOString()).toBe(generatedAt);
    expect(row.first_seen_at.toISOString()).toBe(generatedAt);

    const foreign = await fetchSnapshot(other.guard.client, { accessServer: other.accessPoint.id }, device);
    expect([foreign.status, foreign.body.code]).toEqual([409, 'device_taken']);
    const unchanged = await server.db.selectFrom('devices').selectAll().where('id', '=', device).executeTakeFirst();
    expect(unchanged?.network_id).toBe(site.network.id);
    expect((await fetchSnapshot(guard, {}, 'booth-1')).status).toBe(422);
  });

  it("carries the residents' code secrets: the device checks the code the resident shows, and a used step", async () => {
    const shown: string = (await host.get('/access_keys/user_access_key')).body.access_key.unique_id;
    const code = parsePersonalQr(shown);
    if (!code) throw new Error(`not a resident's code: ${shown}`);
    const resident = (await snapshot(guard)).residents.find((r) => r.user_id === site.host.row.id);
    expect(resident).toMatchObject({ name: site.host.row.name, last_used_step: null });
    if (!resident) return;
    const check = (lastUsedStep: number | null) =>
      checkPersonalCode({ secret: resident.secret, step: code.step, code: code.code, now: new Date(), lastUsedStep });
    expect(check(null)).toEqual({ ok: true });

    const entry = site.accessPoint.gates.Entrada?.id;
    const used = await guard.post('/transactions', { key: shown, gate_id: entry, access_allowed: true });
    expect(used.status).toBe(201);
    const after = (await snapshot(guard)).residents.find((r) => r.user_id === site.host.row.id);
    expect(after?.last_used_step).toBe(code.step);
    expect(check(after?.last_used_step ?? null)).toEqual({ ok: false, reason: 'visitor_key' });
    // Another network's residents are not in it.
    expect((await snapshot(guard)).residents.some((r) => r.user_id === other.host.row.id)).toBe(false);
  });
});
