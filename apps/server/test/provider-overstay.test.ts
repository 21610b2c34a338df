// Provider overstay (docs/overstay.md): an access point's "providers may stay N hours". A provider inside longer
// is flagged and listed first in current_guests (on the server's clock, every time the list is asked for), and
// the periodic check queues one mail to the network's admins per stay — however often it runs and however many
// instances run it — and none for a provider who left. The clock is the test server's ctx.now(), moved by hand.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/lib/mailer.ts';
import { createOutboxWorker } from '../src/services/outbox.ts';
import { checkOverstays, OVERSTAY_MAIL_TOPIC } from '../src/services/overstay.ts';
import { overstayOutboxTopics, renderOverstayMail } from '../src/services/overstay-mail.ts';
import { createAdmin, createSite, type Site } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';

const HOUR = 3_600_000;
const silentLog = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;
let server: TestServer;
let site: Site;
let secondAdmin: string;
/** How far the server's clock is ahead of the machine's. */
let ahead = 0;
const now = () => new Date(Date.now() + ahead);
const advance = (ms: number) => {
  ahead += ms;
};

const enter = async (name: string, kind: 'provider' | 'visit' = 'provider') => {
  const res = await site.guard.client.post('/transactions', {
    visitor_name: name,
    access_key_type_id: kind === 'provider' ? 5 : 6,
    ...(kind === 'provider' ? { provider: 'DHL' } : { reason_for_visit: 'Visita', user_id: site.host.row.id }),
    gate_id: site.accessPoint.gates.Entrada?.id,
    access_allowed: true,
  });
  expect(res.status).toBe(201);
  return res.body.transaction.id as number;
};
const leave = async (id: number) => {
  const res = await site.guard.client.post('/transactions/log_exit', {
    transaction_id: id,
    gate_id: site.accessPoint.gates.Salida?.id,
  });
  expect(res.status).toBe(201);
};
const guests = async () => {
  const res = await site.guard.client.get(`/access_servers/${site.accessPoint.id}/current_guests`);
  expect(res.status).toBe(200);
  return res.body.guests as { id: number; visitor_name: string; overstay: unknown }[];
};
const setLimit = async (hours: number | null) => {
  const res = await site.admin.client.patch(`/access_servers/${site.accessPoint.id}`, {
    access_server: { provider_max_stay_hours: hours },
  });
  expect(res.status).toBe(200);
  expect(res.body.provider_max_stay_hours).toBe(hours);
};
const check = () => checkOverstays({ db: server.db, now });
const overstayRows = () =>
  server.db.selectFrom('outbox').selectAll().where('topic', '=', OVERSTAY_MAIL_TOPIC).orderBy('id').execute();
const drain = async () => {
  await server.outbox.kick();
  await server.outbox.idle();
};
const overstayMails = () => server.mails.filter((m) => m.subject.includes('proveedor'));

beforeAll(async () => {
  server = await startTestServer({}, now);
  site = await createSite(server, { network: { name: 'Parque Industrial Norte' } });
  secondAdmin = (await createAdmin(server, site.network)).row.email;
});
afterAll(() => server.close());

describe('the access point setting', () => {
  it('is null (no limit) until set, takes 1 to 72 whole hours and null again', async () => {
    const shown = await site.admin.client.get(`/access_servers/${site.accessPoint.id}`);
    expect(shown.body.provider_max_stay_hours).toBeNull();
    await setLimit(72);
    await setLimit(1);
    await setLimit(null);
  });

  it('refuses anything else with 422 on the field', async () => {
    for (const hours of [0, 73, 2.5, -1, '4']) {
      const res = await site.admin.client.patch(`/access_servers/${site.accessPoint.id}`, {
        access_server: { provider_max_stay_hours: hours },
      });
      expect(res.status, String(hours)).toBe(422);
      expect(res.body.fields.map((f: { path: string }) => f.path)).toEqual([
        'body.access_server.provider_max_stay_hours',
      ]);
    }
    const created = await site.admin.client.post('/access_servers', {
      access_server: { name: 'Andén 3', time_zone: 'America/Monterrey', provider_max_stay_hours: 100 },
    });
    expect(created.status).toBe(422);
    expect((await site.admin.client.get(`/access_servers/${site.accessPoint.id}`)).body.provider_max_stay_hours).toBe(
      null,
    );
  });

  it('may be set by admins only', async () => {
    const res = await site.guard.client.patch(`/access_servers/${site.accessPoint.id}`, {
      access_server: { provider_max_stay_hours: 4 },
    });
    // The project's refusal of a role (docs/authorization-matrix.md): 422 user_no_access.
    expect(res).toMatchObject({ status: 422, body: { code: 'user_no_access' } });
    expect((await site.admin.client.get(`/access_servers/${site.accessPoint.id}`)).body.provider_max_stay_hours).toBe(
      null,
    );
  });
});

describe('providers inside too long', () => {
  it('are flagged and listed first; a shorter stay, a visit and a provider who left are not', async () => {
    await setLimit(4);
    const early = await enter('Carlos Ruiz');
    const gone = await enter('Pedro Gómez');
    advance(3 * HOUR);
    const recent = await enter('Luis Mora');
    const visit = await enter('Ana Torres', 'visit');
    await leave(gone);
    advance(1.5 * HOUR);
    // Carlos entered 4 h 30 min ago, past the limit; Luis 1 h 30 min ago; Ana is a visit (no limit for visits).
    const list = await guests();
    expect(list[0]).toMatchObject({ id: early, overstay: { minutes_inside: 270, max_stay_hours: 4 } });
    expect(list.find((g) => g.id === recent)?.overstay).toBeNull();
    expect(list.find((g) => g.id === visit)?.overstay).toBeNull();
    expect(list.map((g) => g.id)).not.toContain(gone);
    // Newest first would have put Luis and Ana before Carlos.
    expect(list.map((g) => g.id)).toEqual([early, visit, recent]);

    // Every refresh counts on the server's clock; Luis passes the limit too, and the longest stay comes first.
    advance(3 * HOUR);
    const later = await guests();
    expect(later.map((g) => g.id)).toEqual([early, recent, visit]);
    expect(later[0]?.overstay).toMatchObject({ minutes_inside: 450 });
    expect(later[1]?.overstay).toMatchObject({ minutes_inside: 270 });

    // Without a limit nobody is flagged, and the list is newest first again.
    await setLimit(null);
    const unlimited = await guests();
    expect(unlimited.every((g) => g.overstay === null)).toBe(true);
    expect(unlimited.map((g) => g.id)).toEqual([visit, recent, early]);
    for (const id of [early, recent, visit]) await leave(id);
  });
});

describe('the admins’ mail', () => {
  it('is queued once per stay, however often and by however many instances the check runs', async () => {
    await setLimit(2);
    const stays = await enter('Jorge Salinas');
    const leaves = await enter('Mario Vega');
    advance(1 * HOUR);
    expect(await check()).toBe(0);
    await leave(leaves);
    advance(1.5 * HOUR);
    // Two instances look at the same moment, then one looks again.
    const counts = await Promise.all([check(), check()]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await check()).toBe(0);
    const rows = await overstayRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      dedupe_key: `${OVERSTAY_MAIL_TOPIC}:${stays}`,
      payload: { transaction_id: stays },
    });

    // Two workers drain at once: one mail, to both admins, about Jorge only.
    const sent: Mail[] = [];
    const second = createOutboxWorker(
      { db: server.db, now, log: silentLog },
      overstayOutboxTopics({ db: server.db, now, mailer: { send: async (mail) => void sent.push(mail) } }),
    );
    await Promise.all([drain(), second.kick()]);
    await second.idle();
    const mails = [...overstayMails(), ...sent];
    expect(mails).toHaveLength(1);
    const mail = mails[0] as Mail;
    expect(mail.to.split(', ').sort()).toEqual([site.admin.row.email, secondAdmin].sort());
    expect(mail.subject).toContain('Jorge Salinas');
    expect(mail.text).toContain('Empresa: DHL');
    expect(mail.text).toContain(`Punto de acceso: ${site.accessPoint.name}`);
    expect(mail.text).toContain('Tiempo dentro: 2 horas');
    expect(mail.text).toContain('Time inside: 2 hours');
    expect(mail.text).not.toContain('Mario Vega');

    // Still inside hours later: nothing more.
    advance(10 * HOUR);
    expect(await check()).toBe(0);
    await drain();
    // Either worker may have sent the one mail: count both.
    expect([...overstayMails(), ...sent]).toHaveLength(1);
    await leave(stays);
  });

  it('is not sent for a provider who left between the check and the send', async () => {
    await setLimit(1);
    const id = await enter('Raúl Ibarra');
    advance(2 * HOUR);
    const before = overstayMails().length;
    expect(await check()).toBe(1);
    await leave(id);
    await drain();
    expect(overstayMails()).toHaveLength(before);
  });
});

describe('the mail text', () => {
  it("gives the entry on the access point's clock, Spanish first and English below", () => {
    const { subject, text } = renderOverstayMail({
      providerName: 'Jorge Salinas',
      company: 'DHL',
      accessPoint: 'Caseta Norte',
      network: 'Parque Industrial',
      // 21:04 in Tijuana (UTC−8 in December).
      enteredAt: new Date('2026-12-01T05:04:00Z'),
      timeZone: 'America/Tijuana',
      hoursInside: 5,
    });
    expect(subject).toContain('Jorge Salinas');
    expect(text.indexOf('Proveedor: Jorge Salinas')).toBeLessThan(text.indexOf('Provider: Jorge Salinas'));
    expect(text).toMatch(/Entrada: 30 nov 2026, 21:04 \(America\/Tijuana\)/);
    expect(text).toMatch(/Entered at: Nov 30, 2026, 21:04 \(America\/Tijuana\)/);
    expect(text).toContain('Tiempo dentro: 5 horas');
  });
});
