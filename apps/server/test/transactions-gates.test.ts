// POST /transactions/open_gate: only a granted, allowed entry at a remote-pulse gate with a controller opens it;
// the controller here is an unsigned http controller as migrated from the old driver_url (tested against a local
// server). Signed and Shelly controllers, the open rules and the stored attempts: gate-controllers.test.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessPoint, createGuard, createNetwork, createSite } from './factories.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let guard: Client;
let host: Client;
let otherGuard: Client;
let hostId: number;
let controller: http.Server;
let controllerUrl: string;
let answer: 'ok' | 'fail' | 'hang' = 'ok';
const received: any[] = [];
const gates: Record<string, number> = {};

const register = async (gate: string, extra: Record<string, unknown> = {}) => {
  const res = await guard.post('/transactions', {
    visitor_name: 'Repartidor',
    reason_for_visit: 'Entrega',
    user_id: hostId,
    gate_id: gates[gate],
    access_key_type_id: 6,
    access_allowed: true,
    photos: { id: await tinyJpeg() },
    ...extra,
  });
  return res.body.transaction.id as number;
};
const setDriver = (url: string | null) =>
  server.db
    .updateTable('gates')
    .set({ controller_kind: url ? 'http' : null, controller_url: url })
    .where('id', '=', gates['Entrada Vehicular'] ?? 0)
    .execute();
async function tinyJpeg() {
  return (
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
}

beforeAll(async () => {
  controller = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(body || '{}') });
      if (answer === 'hang') return; // never answers: the server's timeout must end the wait
      res.statusCode = answer === 'ok' ? 204 : 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => controller.listen(0, '127.0.0.1', resolve));
  controllerUrl = `http://127.0.0.1:${(controller.address() as AddressInfo).port}/open`;
  server = await startTestServer({ GATE_DRIVER_TIMEOUT_MS: '300' });
  // An access point that asks for the ID photo, a walk-in entry and a vehicle entry with remote pulse, and a guard
  // of another network.
  const site = await createSite(server, {
    accessPoint: {
      photoId: true,
      gates: [
        { name: 'Entrada Peatonal', type: 'access' },
        { name: 'Entrada Vehicular', type: 'access', remotePulse: true },
      ],
    },
  });
  [guard, host] = [site.guard.client, site.host.client];
  hostId = site.host.row.id;
  for (const [name, gate] of Object.entries(site.accessPoint.gates)) gates[name] = gate.id;
  const otherNetwork = await createNetwork(server);
  otherGuard = (await createGuard(server, otherNetwork, [await createAccessPoint(server, otherNetwork)])).client;
});
afterAll(async () => {
  await server.close();
  controller.closeAllConnections();
  await new Promise((resolve) => controller.close(resolve));
});

describe('POST /transactions/open_gate', () => {
  it('never tells the guard a gate without a controller opened', async () => {
    const id = await register('Entrada Vehicular');
    expect(await guard.post('/transactions/open_gate', { id })).toMatchObject({
      status: 409,
      body: { code: 'no_controller' },
    });
  });

  it("posts to the gate's controller and reports its failures as 502", async () => {
    await setDriver(controllerUrl);
    const id = await register('Entrada Vehicular');
    answer = 'ok';
    expect((await guard.post('/transactions/open_gate', { id })).status).toBe(200);
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      type: 'application/json',
      body: { action: 'open', gate_id: gates['Entrada Vehicular'], transaction_id: id },
    });
    // Each failure on a record of its own: a record whose gate opened answers 409 already_opened.
    answer = 'fail';
    expect(await guard.post('/transactions/open_gate', { id: await register('Entrada Vehicular') })).toMatchObject({
      status: 502,
      body: { code: 'gate_driver_failed' },
    });
    answer = 'hang';
    const started = Date.now();
    const hung = await register('Entrada Vehicular');
    expect((await guard.post('/transactions/open_gate', { id: hung })).body.code).toBe('gate_driver_failed');
    expect(Date.now() - started).toBeLessThan(3000);
    await setDriver('http://127.0.0.1:1/closed');
    expect((await guard.post('/transactions/open_gate', { id: await register('Entrada Vehicular') })).status).toBe(502);
    await setDriver(null);
  });

  it('refuses registers that were not let in, gates without remote pulse, and other callers', async () => {
    const denied = await register('Entrada Vehicular', { access_allowed: false, notes: 'No', photos: {} });
    expect((await guard.post('/transactions/open_gate', { id: denied })).body.code).toBe('not_open_gate');
    const walkIn = await register('Entrada Peatonal');
    expect((await guard.post('/transactions/open_gate', { id: walkIn })).body.code).toBe('not_open_gate');
    const id = await register('Entrada Vehicular');
    expect((await otherGuard.post('/transactions/open_gate', { id })).status).toBe(404);
    expect((await host.post('/transactions/open_gate', { id })).body.code).toBe('user_no_access');
    expect((await guard.post('/transactions/open_gate', { id: 99999999 })).status).toBe(404);
    expect((await guard.post('/transactions/open_gate', { id: 'x' })).status).toBe(422);
  });
});
