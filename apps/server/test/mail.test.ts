// Garita's mail through the outbox (docs/mail.md), received by a real SMTP server in this process
// (smtp-receiver.ts): the host's arrival mail, the visitor's invitation (inline QR, share link, map, .ics), event
// guests' invitations, and a register while the SMTP server is down. On PGlite and PostgreSQL (the api projects).
import jsqrModule from 'jsqr';
import type { ParsedMail } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { MAIL_TOPIC } from '../src/services/mail.ts';
import { type GateFixture, openGateFixture } from './gate-fixture.ts';
import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.ts';

// jsqr is CommonJS with `exports.default`: the function, whichever way the module loader hands it over.
const jsQR = (typeof jsqrModule === 'function' ? jsqrModule : jsqrModule.default) as typeof jsqrModule.default;

const PUBLIC_URL = 'https://garita.example';
let smtp: SmtpReceiver;
let fx: GateFixture;
/** The server's clock runs this far ahead of the real one (to reach a retry's time). */
let clockOffsetMs = 0;
let zone = '';

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  fx = await openGateFixture({ SMTP_URL: smtp.url, PUBLIC_URL }, () => new Date(Date.now() + clockOffsetMs), {
    realMailer: true,
  });
  const caseta = await fx.server.db
    .updateTable('access_servers')
    .set({ address: 'Av. Las Palmas 100, Guadalajara', latitude: 20.6597, longitude: -103.3496 })
    .where('name', '=', 'Caseta Principal')
    .returning('time_zone')
    .executeTakeFirstOrThrow();
  zone = caseta.time_zone;
  await fx.server.db
    .updateTable('users')
    .set({ email_notification: true })
    .where('email', '=', 'host@demo.test')
    .execute();
});
afterAll(async () => {
  await fx.server.close();
  await smtp.stop();
});

/** HH:MM of `at` on the access point's clock, computed here independently of the server's formatting. */
const hhmm = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

const arrivalsOf = (visitor: string) => smtp.to('host@demo.test').filter((m) => m.subject?.includes(visitor));

describe('GET /config', () => {
  it('tells the app that this server sends mail (the app promises a mail only then)', async () => {
    expect((await fx.server.call('GET', '/api/v1/config')).body.mail_enabled).toBe(true);
  });
});

describe('the host on arrival', () => {
  it('gets one mail when their visitor is let in, with the name, the place and the local time', async () => {
    const key = await fx.newKey({ visitor_name: 'Ana López' });
    const res = await fx.register('Entrada Peatonal', key.unique_id);
    expect(res.status).toBe(201);
    const [entry] = await fx.rowsOfKey(key.id);
    await fx.server.outbox.kick();
    await smtp.waitFor(() => arrivalsOf('Ana López').length > 0);
    const [mail, ...more] = arrivalsOf('Ana López');
    expect(more).toHaveLength(0);
    const time = hhmm(entry?.created_at ?? new Date(0));
    expect(mail?.text).toContain(`Ana López entered at Caseta Principal, ${time}.`);
    expect(mail?.text).toContain(`Ana López entró en Caseta Principal, ${time}.`);
    expect(mail?.html).toContain(`Ana López entered at Caseta Principal, ${time}.`);
    // Queued again (a retried request, another worker): still one mail.
    await fx.server.outbox.kick();
    expect(arrivalsOf('Ana López')).toHaveLength(1);
  });

  it('gets nothing when the notice is off, nor for an exit', async () => {
    await fx.server.db
      .updateTable('users')
      .set({ email_notification: false })
      .where('email', '=', 'host@demo.test')
      .execute();
    const key = await fx.newKey({ visitor_name: 'Sin Aviso' });
    expect((await fx.register('Entrada Peatonal', key.unique_id)).status).toBe(201);
    await fx.server.outbox.kick();
    await fx.server.db
      .updateTable('users')
      .set({ email_notification: true })
      .where('email', '=', 'host@demo.test')
      .execute();
    expect((await fx.register('Salida', key.unique_id, { photos: {} })).status).toBe(201);
    await fx.server.outbox.kick();
    expect(arrivalsOf('Sin Aviso')).toHaveLength(0);
  });
});

const attachment = (mail: ParsedMail | undefined, type: string) => {
  const found = mail?.attachments.find((a) => a.contentType.startsWith(type));
  if (!found) throw new Error(`no ${type} attachment`);
  return found;
};

function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe('the visitor invited with an email', () => {
  let mail: ParsedMail | undefined;
  let key: { id: number; unique_id: string };

  beforeAll(async () => {
    const res = await fx.server.call('POST', '/api/v1/access_keys', {
      token: fx.host.token,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      body: {
        access_key: {
          visitor_name: 'Bruno Díaz',
          visitor_phone: '5512340000',
          visitor_email: 'bruno@example.com',
          access_key_type_id: 1,
          reason_for_visit: 'Visita',
          valid_from: formatWallClock(new Date(Date.now() + 86_400_000), 'America/Mexico_City'),
          access_servers: [fx.servers['Caseta Principal']],
        },
      },
    });
    expect(res.status).toBe(201);
    key = res.body.access_key;
    await fx.server.outbox.kick();
    await smtp.waitFor(() => smtp.to('bruno@example.com').length > 0);
    mail = smtp.to('bruno@example.com')[0];
  });

  it('gets one mail: product name, invitation text and valid-from date in the subject, both languages', async () => {
    await fx.server.outbox.kick();
    expect(smtp.to('bruno@example.com')).toHaveLength(1);
    const row = await fx.keyRow({ id: key.id });
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, day: '2-digit', month: 'short', year: 'numeric' })
        .formatToParts(row.valid_from)
        .map((p) => [p.type, p.value]),
    );
    expect(mail?.subject).toMatch(/^Garita Invitation /);
    expect(mail?.subject).toContain(`${parts.day}/${String(parts.month).toUpperCase()}/${parts.year}`);
    expect(mail?.text).toContain('Hello Bruno Díaz,');
    expect(mail?.text).toContain('Hola Bruno Díaz:');
    expect(mail?.text).toContain(`${PUBLIC_URL}/en/i/${key.unique_id}`);
    expect(mail?.text).toContain('Av. Las Palmas 100, Guadalajara');
    expect(mail?.text).toContain('https://www.google.com/maps/search/?api=1&query=20.6597,-103.3496');
  });

  it('shows the QR inline, which decodes to the key', async () => {
    const qr = attachment(mail, 'image/png');
    expect(qr.contentId ?? qr.cid).toBeTruthy();
    expect(mail?.html).toContain(`cid:${qr.cid}`);
    expect(decodeQr(qr.content)).toBe(key.unique_id);
  });

  it('carries an .ics that parses, at the invitation’s times', async () => {
    const ics = attachment(mail, 'text/calendar');
    expect(ics.filename).toBe('invitacion.ics');
    const parsed = ical.sync.parseICS(ics.content.toString('utf8'));
    const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as VEvent[];
    expect(events).toHaveLength(1);
    const row = await fx.keyRow({ id: key.id });
    expect(new Date(events[0]?.start ?? 0).getTime()).toBe(Math.floor(row.valid_from.getTime() / 1000) * 1000);
    expect(new Date(events[0]?.end ?? 0).getTime()).toBe(Math.floor(row.valid_until.getTime() / 1000) * 1000);
    expect(String(events[0]?.location)).toContain('Caseta Principal');
  });

  it('reads on a 390 px phone: no sideways scrolling, the QR visible', async () => {
    const qr = attachment(mail, 'image/png');
    // As a mail client does: the cid: reference shows the inline part.
    const html = String(mail?.html).replace(`cid:${qr.cid}`, `data:image/png;base64,${qr.content.toString('base64')}`);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.setContent(html);
      const size = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(size.scroll).toBeLessThanOrEqual(size.client);
      const img = page.locator('img');
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      const box = await img.boundingBox();
      expect(box?.width).toBeGreaterThan(150);
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
      expect(await img.isVisible()).toBe(true);
    } finally {
      await browser.close();
    }
  });
});

const recipientOf = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address ?? '';

describe('event guests', () => {
  it('20 guests with an email added to an event get 20 mails, one each, for their event', async () => {
    const created = await fx.host.post('/events', {
      event: {
        name: 'Posada',
        description: 'Jardín',
        start_date: `05/03/${new Date().getUTCFullYear() + 1} 19:00:00`,
        tolerance: 1,
      },
      guests: [{ name: 'Sin Correo', phone: '+525511119999', email: '' }],
      access_servers: [fx.servers['Caseta Principal']],
    });
    expect(created.status).toBe(201);
    const guests = Array.from({ length: 20 }, (_, i) => ({
      id: null,
      community_member: false,
      name: `Invitado ${i + 1}`,
      phone: `+5255222200${String(i).padStart(2, '0')}`,
      email: `invitado${i + 1}@example.com`,
      save: false,
    }));
    const res = await fx.host.post(`/events/${created.body.event.id}/add_guests`, { guests });
    expect(res.status).toBe(201);
    await fx.server.outbox.kick();
    const isGuestMail = (m: ParsedMail) => /^invitado\d+@example\.com$/.test(recipientOf(m));
    await smtp.waitFor((mails) => mails.filter(isGuestMail).length >= 20);
    await fx.server.outbox.kick();
    const received = smtp.mails.filter(isGuestMail);
    expect(received).toHaveLength(20);
    expect(new Set(received.map(recipientOf)).size).toBe(20);
    for (const m of received) expect(m.subject).toContain('«Posada»');
  });
});

describe('an SMTP server that is down', () => {
  it('neither slows nor fails the register; the mail arrives once it is back, exactly once', async () => {
    const key = await fx.newKey({ visitor_name: 'Carmen Ruiz' });
    await smtp.stop();
    const started = performance.now();
    const res = await fx.register('Entrada Peatonal', key.unique_id);
    const took = performance.now() - started;
    expect(res.status).toBe(201);
    expect(took).toBeLessThan(1500);
    await fx.server.outbox.kick();
    const [entry] = await fx.rowsOfKey(key.id);
    const row = () =>
      fx.server.db
        .selectFrom('outbox')
        .selectAll()
        .where('dedupe_key', 'like', `${MAIL_TOPIC.arrival}:${entry?.id}:%`)
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect((await row()).last_error).toBeTruthy();
    await smtp.start();
    clockOffsetMs += 31_000; // past the first retry's wait (30 s)
    await fx.server.outbox.kick();
    await smtp.waitFor(() => arrivalsOf('Carmen Ruiz').length > 0);
    clockOffsetMs += 3_600_000;
    await fx.server.outbox.kick();
    expect(arrivalsOf('Carmen Ruiz')).toHaveLength(1);
    expect((await row()).sent_at).not.toBeNull();
  });
});
