// Garita's mails through the outbox (docs/mail.md, docs/outbox.md): each one is queued in the transaction of the
// change that causes it, keyed so it is sent at most once per recipient per cause (onConflict keep), and sent by
// the outbox's worker after the commit, outside any request: an SMTP server that is down or slow never slows or
// fails a register, an invitation or a user change. Handlers read what they need by id when they run, render in
// the recipient's language with the other below, and hand the mail to lib/mailer.ts.
// ics and qrcode load with the first invitation mail, not at start-up (docs/benchmarks.md, "Start-up").
import type { EventAttributes } from 'ics';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { OutboxRow, TransactionRow } from '../db/schema.ts';
import type { Mail } from '../lib/mailer.ts';
import { accessKeyForMail, accessServersOfKey, arrivalForMail, userForMail } from '../repositories/mail.repository.ts';
import { enqueueOutbox } from '../repositories/outbox.repository.ts';
import { findUser } from '../repositories/users.repository.ts';
import { DEFAULT_TIME_ZONE } from './access-keys.time.ts';
import { sendPasswordLink } from './auth.service.ts';
import { MAIL_TEXTS, type MailLanguage, otherLanguage, PRODUCT_NAME } from './mail.texts.ts';
import { backoff, type OutboxTopic } from './outbox.ts';

export const MAIL_TOPIC = {
  arrival: 'mail.arrival',
  invitation: 'mail.invitation',
  welcome: 'mail.welcome',
  emailChange: 'mail.email_change',
} as const;
/** Attempts before a mail is given up (logged): about 13 hours of an SMTP server that is down, at the backoff. */
export const MAIL_ATTEMPTS = 20;

type QueueContext = Pick<AppContext, 'now'>;

// ---------------------------------------------------------------------------------------------------------------
// Queuing (on the change's own handle: the request's transaction or the service's trx)

/** The host's arrival mail for a visitor let in (a granted, allowed entry that names a host). */
export async function queueArrivalMail(ctx: QueueContext, db: Db, row: TransactionRow): Promise<boolean> {
  const isLetIn = row.access_type === 'access' && row.access_granted && row.access_allowed;
  if (!isLetIn || row.user_id === null) return false;
  await enqueueOutbox(
    db,
    {
      topic: MAIL_TOPIC.arrival,
      dedupeKey: `${MAIL_TOPIC.arrival}:${row.id}:${row.user_id}`,
      payload: { transaction_id: row.id, user_id: row.user_id },
      onConflict: 'keep',
    },
    ctx.now(),
  );
  return true;
}

/** The visitor's invitation mail for each key that has an email, in the inviter's language. */
export async function queueInvitationMails(
  ctx: QueueContext,
  db: Db,
  keys: { id: number; email: string }[],
  lang: MailLanguage,
): Promise<boolean> {
  const withEmail = keys.filter((k) => k.email.trim() !== '');
  for (const key of withEmail) {
    await enqueueOutbox(
      db,
      {
        topic: MAIL_TOPIC.invitation,
        dedupeKey: `${MAIL_TOPIC.invitation}:${key.id}`,
        payload: { access_key_id: key.id, lang },
        onConflict: 'keep',
      },
      ctx.now(),
    );
  }
  return withEmail.length > 0;
}

/** A new user's link to choose a password (the link is made when the mail is sent). */
export async function queueWelcomeMail(ctx: QueueContext, db: Db, userId: number): Promise<void> {
  await enqueueOutbox(
    db,
    {
      topic: MAIL_TOPIC.welcome,
      dedupeKey: `${MAIL_TOPIC.welcome}:${userId}`,
      payload: { user_id: userId },
      onConflict: 'keep',
    },
    ctx.now(),
  );
}

/** Tells the old address that the account's email changed (it may not have been its owner who did it). */
export async function queueEmailChangeNotice(
  ctx: QueueContext,
  db: Db,
  change: { userId: number; name: string; oldEmail: string; newEmail: string },
): Promise<void> {
  const at = ctx.now();
  await enqueueOutbox(
    db,
    {
      topic: MAIL_TOPIC.emailChange,
      dedupeKey: `${MAIL_TOPIC.emailChange}:${change.userId}:${at.getTime()}`,
      payload: { user_id: change.userId, name: change.name, old_email: change.oldEmail, new_email: change.newEmail },
      onConflict: 'keep',
    },
    at,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Formatting

const LOCALE: Record<MailLanguage, string> = { es: 'es-MX', en: 'en-US' };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** 21:04 on the access point's clock. */
export function clockTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
}

/** 27/NOV/2026 (the app's DD/MMM/YYYY) in the zone, in the language. */
export function dayOf(at: Date, timeZone: string, lang: MailLanguage): string {
  const parts = new Intl.DateTimeFormat(LOCALE[lang], { timeZone, day: '2-digit', month: 'short', year: 'numeric' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  const month = (parts.month ?? '').replace('.', '').toUpperCase();
  return `${parts.day}/${month}/${parts.year}`;
}

const dayAndTime = (at: Date, timeZone: string, lang: MailLanguage) =>
  `${dayOf(at, timeZone, lang)} ${clockTime(at, timeZone)}`;

/** A wrapper that fits a 390 px phone: one column, nothing wider than the screen. */
function page(lang: MailLanguage, sections: string[]): string {
  const body = sections.join('<hr style="border:0;border-top:1px solid #ddd;margin:24px 0">');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${PRODUCT_NAME}</title></head><body style="margin:0;padding:0;background:#f5f5f5"><div style="box-sizing:border-box;width:100%;max-width:560px;margin:0 auto;padding:16px;background:#fff;color:#222;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;overflow-wrap:anywhere;word-break:break-word">${body}</div></body></html>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering

interface ArrivalFacts {
  visitor: string;
  place: string;
  at: Date;
  timeZone: string;
}

export function renderArrival(facts: ArrivalFacts): Pick<Mail, 'subject' | 'text' | 'html'> {
  const time = clockTime(facts.at, facts.timeZone);
  const langs: MailLanguage[] = ['es', 'en'];
  const lines = langs.map((lang) => ({
    line: MAIL_TEXTS[lang].arrivalLine(facts.visitor, facts.place, time),
    why: MAIL_TEXTS[lang].arrivalWhy,
  }));
  return {
    subject: `${MAIL_TEXTS.es.arrivalSubject(facts.visitor, facts.place)} / ${MAIL_TEXTS.en.arrivalLine(facts.visitor, facts.place, time).replace(/\.$/, '')}`,
    text: lines.map((l) => `${l.line}\n\n${l.why}`).join('\n\n---\n\n'),
    html: page(
      'es',
      lines.map(
        (l, i) =>
          `<div lang="${langs[i]}"><p style="font-size:18px;margin:0 0 12px"><strong>${escapeHtml(l.line)}</strong></p><p style="color:#555;font-size:14px;margin:0">${escapeHtml(l.why)}</p></div>`,
      ),
    ),
  };
}

export interface InvitationFacts {
  uniqueId: string;
  visitor: string;
  host: string;
  event: string | null;
  from: Date;
  until: Date;
  timeZone: string;
  place: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  publicUrl: string;
}

export const shareLink = (publicUrl: string, uniqueId: string, lang: MailLanguage) =>
  `${publicUrl}/${lang}/i/${encodeURIComponent(uniqueId)}`;

export function mapLink(f: Pick<InvitationFacts, 'address' | 'latitude' | 'longitude'>): string | null {
  if (f.latitude !== null && f.longitude !== null)
    return `https://www.google.com/maps/search/?api=1&query=${f.latitude},${f.longitude}`;
  if (f.address.trim()) return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(f.address)}`;
  return null;
}

export const QR_CID = 'invitation-qr@garita';
export const ICS_FILENAME = 'invitacion.ics';

/** The subject (spec §7): the product name, the invitation text and the valid-from date. */
export const invitationSubject = (f: InvitationFacts, lang: MailLanguage) =>
  `${PRODUCT_NAME} ${MAIL_TEXTS[lang].invitationText}${f.event ? ` «${f.event}»` : ''} ${dayAndTime(f.from, f.timeZone, lang)}`;

export async function invitationCalendar(f: InvitationFacts, lang: MailLanguage): Promise<string> {
  const t = MAIL_TEXTS[lang];
  const link = shareLink(f.publicUrl, f.uniqueId, lang);
  const event: EventAttributes = {
    uid: `${f.uniqueId}@garita`,
    productId: 'garita/invitation',
    method: 'PUBLISH',
    title: f.event ?? `${t.invitationText}: ${f.place}`,
    description: `${f.event ? t.eventLine(f.host, f.event, f.place) : t.invitationLine(f.host, f.place)}\n${t.timeZone} ${f.timeZone}\n${link}`,
    location: [f.place, f.address].filter((s) => s.trim()).join(', '),
    url: link,
    // UTC instants: every calendar shows them on its own clock, and the description names the access point's zone.
    start: f.from.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: f.until.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(f.latitude !== null && f.longitude !== null ? { geo: { lat: f.latitude, lon: f.longitude } } : {}),
  };
  const { createEvent } = await import('ics');
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`calendar file: ${error?.message ?? 'empty'}`);
  return value;
}

function invitationSection(f: InvitationFacts, lang: MailLanguage, withQr: boolean) {
  const t = MAIL_TEXTS[lang];
  const link = shareLink(f.publicUrl, f.uniqueId, lang);
  const map = mapLink(f);
  const lead = f.event ? t.eventLine(f.host, f.event, f.place) : t.invitationLine(f.host, f.place);
  const validity = `${t.validity} ${t.from} ${dayAndTime(f.from, f.timeZone, lang)} ${t.until} ${dayAndTime(f.until, f.timeZone, lang)} (${t.timeZone} ${f.timeZone})`;
  const text = [
    t.invitationHello(f.visitor),
    '',
    lead,
    validity,
    '',
    `${t.linkLine} ${link}`,
    ...(f.address.trim() ? [`${t.address}: ${f.address}`] : []),
    ...(map ? [`${t.map}: ${map}`] : []),
    t.calendar,
  ].join('\n');
  const html = [
    `<div lang="${lang}">`,
    `<p style="margin:0 0 8px">${escapeHtml(t.invitationHello(f.visitor))}</p>`,
    `<p style="margin:0 0 8px;font-size:18px"><strong>${escapeHtml(lead)}</strong></p>`,
    `<p style="margin:0 0 16px">${escapeHtml(validity)}</p>`,
    withQr
      ? `<p style="margin:0 0 8px">${escapeHtml(t.showQr)}</p><p style="margin:0 0 16px;text-align:center"><img src="cid:${QR_CID}" alt="${escapeHtml(t.qrAlt)}" width="240" height="240" style="display:inline-block;width:240px;max-width:100%;height:auto;image-rendering:pixelated"></p>`
      : '',
    `<p style="margin:0 0 16px;text-align:center"><a href="${escapeHtml(link)}" style="display:inline-block;max-width:100%;box-sizing:border-box;padding:12px 20px;background:#1565c0;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t.openLink)}</a></p>`,
    f.address.trim() ? `<p style="margin:0 0 8px">${escapeHtml(t.address)}: ${escapeHtml(f.address)}</p>` : '',
    map ? `<p style="margin:0 0 8px"><a href="${escapeHtml(map)}">${escapeHtml(t.map)}</a></p>` : '',
    `<p style="margin:0;color:#555;font-size:14px">${escapeHtml(t.calendar)}</p>`,
    '</div>',
  ].join('');
  return { text, html };
}

export async function renderInvitation(f: InvitationFacts, lang: MailLanguage): Promise<Omit<Mail, 'to'>> {
  const first = invitationSection(f, lang, true);
  const second = invitationSection(f, otherLanguage(lang), false);
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toBuffer(f.uniqueId, { type: 'png', errorCorrectionLevel: 'H', margin: 4, width: 480 });
  return {
    subject: invitationSubject(f, lang),
    text: `${first.text}\n\n---\n\n${second.text}`,
    html: page(lang, [first.html, second.html]),
    attachments: [
      { filename: 'qr.png', content: qr, contentType: 'image/png', cid: QR_CID },
      {
        filename: ICS_FILENAME,
        content: await invitationCalendar(f, lang),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Handlers

type MailContext = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer' | 'log'>;

const numberIn = (row: OutboxRow, field: string): number => {
  const value = (row.payload as Record<string, unknown>)[field];
  if (typeof value !== 'number') throw new Error(`outbox row ${row.id}: no ${field}`);
  return value;
};
/** The Message-ID of an outbox mail: its key, so a mail resent after a crash is one mail (docs/mail.md). */
export const messageId = (row: OutboxRow) => `<${row.dedupe_key.replace(/[^A-Za-z0-9._-]/g, '.')}@garita>`;

export function mailOutboxTopics(ctx: MailContext): Record<string, OutboxTopic> {
  const topic = (handler: OutboxTopic['handler']): OutboxTopic => ({
    handler,
    maxAttempts: MAIL_ATTEMPTS,
    retryDelayMs: backoff(),
  });
  return {
    [MAIL_TOPIC.arrival]: topic(async (row) => {
      const arrival = await arrivalForMail(ctx.db, numberIn(row, 'transaction_id'), numberIn(row, 'user_id'));
      // Read at send time: a host who switched the notice off, left, or a row already erased gets nothing.
      if (!arrival || arrival.anonymised_at || arrival.host_id === null || arrival.host_deleted_at) return;
      if (!arrival.host_active || !arrival.host_email_notification || !arrival.host_email) return;
      const mail = renderArrival({
        visitor: arrival.visitor_name,
        place: arrival.access_server_name,
        at: arrival.created_at,
        timeZone: arrival.time_zone,
      });
      await ctx.mailer.send({ to: arrival.host_email, ...mail, messageId: messageId(row) });
    }),

    [MAIL_TOPIC.invitation]: topic(async (row) => {
      const key = await accessKeyForMail(ctx.db, numberIn(row, 'access_key_id'));
      if (!key || key.deleted_at || key.superseded_at || key.anonymised_at || !key.visitor_email.trim()) return;
      const payloadLang = (row.payload as Record<string, unknown>).lang;
      const lang: MailLanguage = payloadLang === 'en' ? 'en' : 'es';
      const [server] = await accessServersOfKey(ctx.db, key.id);
      const isEvent = key.event_start !== null && key.event_end !== null;
      const facts: InvitationFacts = {
        uniqueId: key.unique_id,
        visitor: key.visitor_name,
        host: key.host_name,
        event: key.event_name,
        from: isEvent && key.event_start ? key.event_start : key.valid_from,
        until: isEvent && key.event_end ? key.event_end : key.valid_until,
        timeZone: server?.time_zone ?? key.time_zone ?? DEFAULT_TIME_ZONE,
        place: server?.name ?? PRODUCT_NAME,
        address: [server?.venue_name ?? '', server?.address ?? ''].filter((part) => part.trim()).join(', '),
        latitude: server?.latitude ?? null,
        longitude: server?.longitude ?? null,
        publicUrl: ctx.config.publicUrl,
      };
      await ctx.mailer.send({
        to: key.visitor_email,
        ...(await renderInvitation(facts, lang)),
        messageId: messageId(row),
      });
    }),

    [MAIL_TOPIC.welcome]: topic(async (row) => {
      const user = await userForMail(ctx.db, numberIn(row, 'user_id'));
      if (!user || user.deleted_at || !user.active) return;
      const full = await findUser(ctx.db, user.network_id, user.id);
      if (full) await sendPasswordLink(ctx, full, 'welcome');
    }),

    [MAIL_TOPIC.emailChange]: topic(async (row) => {
      const p = row.payload as { name?: string; old_email?: string; new_email?: string };
      if (!p.old_email || !p.new_email) return;
      const name = p.name ?? '';
      await ctx.mailer.send({
        to: p.old_email,
        subject: `${MAIL_TEXTS.es.emailChangeSubject} / ${MAIL_TEXTS.en.emailChangeSubject.replace(`${PRODUCT_NAME}: `, '')}`,
        text: `Hola ${name}, / Hello ${name},\n\nEl email de tu cuenta de Garita ahora es / Your Garita account's email is now:\n${p.new_email}\n\nSi no fuiste tú, avisa al administrador de tu red. / If it was not you, tell your network's admin.`,
        messageId: messageId(row),
      });
    }),
  };
}
