// Accounts (issue 13, docs/accounts.md): changing one's own email or password needs the current password; the
// "email taken" answer tells nothing about other networks; the desktop-mode accounts are off the public config.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import { createSite, createUser, type Site, uniqueTag } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';

const FORCED = 'forced-desktop@accounts.test';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DESKTOP_MODE_EMAILS: ` ${FORCED.toUpperCase()} ,someone@else.test` });
});
afterAll(() => server.close());

const newEmail = () => `new-${uniqueTag()}@accounts.test`;
const loginStatus = async (email: string, password: string) =>
  (await server.call('POST', '/api/v1/login', { body: { email, password } })).status;
const refusals = async (userId: number, kind: 'wrong_password' | 'email_taken') =>
  (
    await server.db
      .selectFrom('account_refusals')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .execute()
  ).length;

describe('desktop mode accounts', () => {
  it('are not in the public GET /config', async () => {
    const res = await server.call('GET', '/api/v1/config');
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('desktop_mode_emails');
    // Without SMTP_URL nothing is mailed, and the app must not say otherwise (docs/mail.md).
    expect(res.body.mail_enabled).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('@');
  });

  it('are told to the listed user only, at login, on /session and on their own record', async () => {
    const site = await createSite(server);
    const forced = await createUser(server, site.network, 'security_guard', {
      email: FORCED,
      accessPoints: [site.accessPoint],
    });
    const login = await server.call('POST', '/api/v1/login', { body: { email: FORCED, password: DEMO_PASSWORD } });
    expect(login.body.user.desktop_mode).toBe(true);
    expect((await forced.client.get('/session')).body.user.desktop_mode).toBe(true);
    expect((await forced.client.get(`/users/${forced.row.id}`)).body.user.desktop_mode).toBe(true);

    expect((await site.guard.client.get('/session')).body.user.desktop_mode).toBe(false);
    // The admin sees the listed guard, but not that the deployment lists them.
    const seen = await site.admin.client.get(`/users/${forced.row.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.user.desktop_mode).toBe(false);
  });
});

describe("changing one's own email or password", () => {
  let site: Site;
  beforeAll(async () => {
    site = await createSite(server);
  });

  it('refuses a new password without the current one, or with a wrong one, and changes nothing', async () => {
    const { row, client } = site.host;
    for (const current of [undefined, 'not-my-password']) {
      const res = await client.patch(`/users/${row.id}`, {
        user: { password: 'brand-new-pass', ...(current === undefined ? {} : { current_password: current }) },
      });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('wrong_password');
      expect(res.body.fields).toEqual([{ path: 'body.user.current_password', message: expect.any(String) }]);
    }
    expect(await loginStatus(row.email, 'brand-new-pass')).toBe(401);
    expect(await loginStatus(row.email, DEMO_PASSWORD)).toBe(200);
  });

  it('refuses a new email without the right current password, and changes nothing', async () => {
    const { row, client } = site.admin;
    const email = newEmail();
    const res = await client.patch(`/users/${row.id}`, { user: { email, name: 'Changed name' } });
    expect(res).toMatchObject({ status: 422, body: { code: 'wrong_password' } });
    const after = (await client.get('/session')).body.user;
    expect(after).toMatchObject({ email: row.email, name: row.name });
  });

  it('accepts both with the current password, keeps this session and ends the others', async () => {
    const host = await createUser(server, site.network, 'host', { unit: site.unit });
    const other = await server.as(host.row.email);
    const email = newEmail();
    const res = await host.client.patch(`/users/${host.row.id}`, {
      user: { email, password: 'brand-new-pass', current_password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    expect(res.body.user).not.toHaveProperty('current_password');
    expect(await loginStatus(email, 'brand-new-pass')).toBe(200);
    expect(await loginStatus(host.row.email, DEMO_PASSWORD)).toBe(401);
    expect((await host.client.get('/session')).status).toBe(200);
    expect((await other.get('/session')).body.code).toBe('token_expired');
    // The old address hears about it, in both languages, through the outbox (docs/mail.md).
    await server.outbox.kick();
    const notice = server.mails.findLast((mail) => mail.to === host.row.email);
    expect(notice?.subject).toContain('email');
    expect(notice?.text).toContain(email);
  });

  it('needs no current password for the name, phone or notifications, nor to keep the same email', async () => {
    const { row, client } = site.admin;
    const res = await client.patch(`/users/${row.id}`, {
      user: { name: 'Admin renamed', phone: '5512345678', email_notification: false, email: row.email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Admin renamed', email: row.email });
  });

  it("leaves an admin editing someone else's email and password as before", async () => {
    const guard = await createUser(server, site.network, 'security_guard', { accessPoints: [site.accessPoint] });
    const email = newEmail();
    const res = await site.admin.client.patch(`/users/${guard.row.id}`, {
      user: { email, password: 'set-by-admin' },
    });
    expect(res.status).toBe(200);
    expect(await loginStatus(email, 'set-by-admin')).toBe(200);
  });

  it('is throttled after 5 wrong current passwords, even for the right one, and records the failures', async () => {
    const host = await createUser(server, site.network, 'host', { unit: site.unit });
    const attempt = (current: string) =>
      host.client.patch(`/users/${host.row.id}`, { user: { password: 'brand-new-pass', current_password: current } });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).body.code).toBe('wrong_password');
    expect(await attempt(DEMO_PASSWORD)).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(await refusals(host.row.id, 'wrong_password')).toBe(5);
    expect(await loginStatus(host.row.email, DEMO_PASSWORD)).toBe(200);
  });
});

describe('the "email taken" answer', () => {
  let mine: Site;
  let theirs: Site;
  beforeAll(async () => {
    [mine, theirs] = await Promise.all([createSite(server), createSite(server)]);
  });

  const newGuard = (email: string, accessServers: number[]) => ({
    user: { name: 'Nuevo guardia', email, role: 'security_guard', access_servers: accessServers },
  });

  it("is the same for an email of the admin's network and of another network", async () => {
    const ownTaken = await mine.admin.client.post('/users', newGuard(mine.host.row.email, [mine.accessPoint.id]));
    const otherTaken = await mine.admin.client.post('/users', newGuard(theirs.host.row.email, [mine.accessPoint.id]));
    expect(ownTaken).toEqual({ status: 422, body: { code: 'email_taken', message: expect.any(String) } });
    expect(otherTaken).toEqual(ownTaken);
  });

  it('comes only after every other check of the request passed', async () => {
    const admin = await createUser(server, mine.network, 'network_admin');
    // An invalid request answers about what is invalid, whoever owns the email.
    const noAccessPoint = await admin.client.post('/users', newGuard(theirs.admin.row.email, []));
    expect(noAccessPoint.body).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'body.user.access_servers' }],
    });
    const otherNetworkPoint = await admin.client.post(
      '/users',
      newGuard(theirs.admin.row.email, [theirs.accessPoint.id]),
    );
    expect(otherNetworkPoint.body.code).not.toBe('email_taken');
    const noPhone = await mine.host.client.post('/users', {
      user: { name: 'Familiar', email: theirs.host.row.email, role: 'secondary_user' },
    });
    expect(noPhone.body).toMatchObject({ code: 'validation_failed', fields: [{ path: 'body.user.phone' }] });
    expect(await refusals(admin.row.id, 'email_taken')).toBe(0);
  });

  it('is recorded and throttled per caller: after 10 in an hour every new email waits', async () => {
    const admin = await createUser(server, mine.network, 'network_admin');
    for (let i = 0; i < 10; i++) {
      const res = await admin.client.post('/users', newGuard(theirs.guard.row.email, [mine.accessPoint.id]));
      expect(res.body.code).toBe('email_taken');
    }
    expect(await refusals(admin.row.id, 'email_taken')).toBe(10);
    // Taken or free, the answer is the same, so the 11th probe learns nothing.
    const taken = await admin.client.post('/users', newGuard(theirs.guard.row.email, [mine.accessPoint.id]));
    const free = await admin.client.post('/users', newGuard(newEmail(), [mine.accessPoint.id]));
    expect(taken).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(free).toEqual(taken);
    const edit = await admin.client.patch(`/users/${mine.guard.row.id}`, { user: { email: newEmail() } });
    expect(edit).toEqual(taken);
    // Other admins of the network, and edits that keep the email, are not held up.
    expect((await mine.admin.client.post('/users', newGuard(newEmail(), [mine.accessPoint.id]))).status).toBe(201);
    expect((await admin.client.patch(`/users/${mine.guard.row.id}`, { user: { name: 'Guardia' } })).status).toBe(200);
  });
});
