// Host scope (issue 13): a host acts on their own records and on the secondary users THEY invited — those users,
// their invitations, events and dynamic key — and nothing of another host's secondary users, even in the same
// unit: those answer 404 like any record out of reach (ids cannot be probed). Admins see the whole network.
import type { AccessKey, User } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost, createInvitation, createSite, createUser, type Site } from './factories.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let site: Site;
let hostA: Client;
let hostB: Client;
let admin: Client;
let familyId: number;
let familyKey: AccessKey;
let personalId: number;

beforeAll(async () => {
  server = await startTestServer();
  site = await createSite(server);
  hostA = site.host.client;
  admin = site.admin.client;
  hostB = (await createHost(server, site.network, site.unit)).client;
  const family = await createUser(server, site.network, 'secondary_user', {
    unit: site.unit,
    accessPoints: [site.accessPoint],
    invitedBy: site.host.row,
  });
  familyId = family.row.id;
  familyKey = (await createInvitation(family.client, site.accessPoint, {
    visitor_name: 'Visita de la familia',
  })) as unknown as AccessKey;
  await family.client.get('/access_keys/user_access_key');
  const personal = await admin.get(
    `/access_keys?access_key_type=personal&query=${encodeURIComponent(family.row.name)}`,
  );
  personalId = personal.body.access_keys[0].id;
});
afterAll(() => server.close());

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("another host of the unit, on a host's secondary user", () => {
  it('does not see the user (show 404, not in the list)', async () => {
    expect((await hostB.get(`/users/${familyId}`)).status).toBe(404);
    expect(ids((await hostB.get('/users?results=100')).body.users)).not.toContain(familyId);
  });

  it('cannot edit nor delete the user: 404, and the user stays', async () => {
    expect((await hostB.patch(`/users/${familyId}`, { user: { name: 'Cambiado' } })).status).toBe(404);
    expect((await hostB.delete(`/users/${familyId}`)).status).toBe(404);
    expect((await admin.get(`/users/${familyId}`)).body.user.name).not.toBe('Cambiado');
  });

  it("does not read the user's invitations nor live key", async () => {
    const list = await hostB.get('/access_keys?results=100');
    expect(ids(list.body.access_keys)).not.toContain(familyKey.id);
    expect((await hostB.get(`/access_keys/${familyKey.id}`)).status).toBe(404);
    const personal = await hostB.get('/access_keys?access_key_type=personal&results=100');
    expect(ids(personal.body.access_keys)).not.toContain(personalId);
    expect((await hostB.get(`/access_keys/${personalId}`)).status).toBe(404);
    expect((await hostB.delete(`/access_keys/${familyKey.id}`)).status).toBe(404);
    const logbook = await hostB.get('/transactions?results=100');
    expect(JSON.stringify(logbook.body)).not.toContain('Visita de la familia');
  });
});

describe('the host who invited the secondary user', () => {
  it('sees, and may delete, the user', async () => {
    const shown = await hostA.get(`/users/${familyId}`);
    expect(shown.status).toBe(200);
    expect((shown.body.user as User).can_delete).toBe(true);
    expect(ids((await hostA.get('/users?results=100')).body.users)).toContain(familyId);
  });

  it("reads the user's invitations and the dynamic key's row (not its code)", async () => {
    expect(ids((await hostA.get('/access_keys?results=100')).body.access_keys)).toContain(familyKey.id);
    expect((await hostA.get(`/access_keys/${familyKey.id}`)).status).toBe(200);
    const personal = await hostA.get(`/access_keys/${personalId}`);
    expect(personal.status).toBe(200);
    expect(personal.body.access_key.unique_id).toBeNull();
  });

  it('does not manage a secondary user of the unit that an admin created', async () => {
    const byAdmin = await createUser(server, site.network, 'secondary_user', {
      unit: site.unit,
      accessPoints: [site.accessPoint],
      invitedBy: site.admin.row,
    });
    expect((await hostA.get(`/users/${byAdmin.row.id}`)).status).toBe(404);
    expect((await hostA.delete(`/users/${byAdmin.row.id}`)).status).toBe(404);
    expect((await admin.get(`/users/${byAdmin.row.id}`)).status).toBe(200);
  });
});

describe('an admin', () => {
  it('sees every secondary user and their invitations', async () => {
    expect((await admin.get(`/users/${familyId}`)).body.user.can_delete).toBe(true);
    expect((await admin.get(`/access_keys/${familyKey.id}`)).status).toBe(200);
  });

  it('and the inviting host may delete the user; then the other host still cannot see them', async () => {
    expect((await hostA.delete(`/users/${familyId}`)).status).toBe(204);
    expect((await hostB.get(`/users/${familyId}`)).status).toBe(404);
    // What the removed family member invited stays in the inviting host's history.
    expect(ids((await hostA.get('/access_keys?results=100')).body.access_keys)).toContain(familyKey.id);
    expect(ids((await hostB.get('/access_keys?results=100')).body.access_keys)).not.toContain(familyKey.id);
  });
});
