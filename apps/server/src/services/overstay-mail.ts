// The admins' mail about a provider inside longer than the access point allows (docs/overstay.md), sent by the
// outbox worker for topic `mail.provider_overstay` (payload `{ transaction_id }`, queued once per stay by
// overstay.ts). Networks carry no language: the text is in Spanish with the English below, plain text. The entry
// is read when the mail is sent: a provider who left meanwhile, or whose data the purge erased, is not mailed.
import type { AppContext } from '../context.ts';
import { findOverstayForMail, networkAdminEmails } from '../repositories/overstay.repository.ts';
import { backoff, type OutboxTopic } from './outbox.ts';
import { HOUR_MS, OVERSTAY_MAIL_TOPIC } from './overstay.ts';

export interface OverstayMailFacts {
  providerName: string;
  company: string | null;
  accessPoint: string;
  network: string;
  enteredAt: Date;
  timeZone: string;
  /** Whole hours inside when the mail is written. */
  hoursInside: number;
}

const enteredAtText = (date: Date, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(date);

/** Subject and plain-text body: Spanish first, English below. */
export function renderOverstayMail(facts: OverstayMailFacts): { subject: string; text: string } {
  const company = facts.company ?? '—';
  const es = enteredAtText(facts.enteredAt, facts.timeZone, 'es-MX');
  const en = enteredAtText(facts.enteredAt, facts.timeZone, 'en-US');
  const hoursEs = facts.hoursInside === 1 ? '1 hora' : `${facts.hoursInside} horas`;
  const hoursEn = facts.hoursInside === 1 ? '1 hour' : `${facts.hoursInside} hours`;
  const subject =
    `Garita: proveedor ${facts.providerName} lleva ${hoursEs} en ${facts.accessPoint}` +
    ` / provider inside for ${hoursEn}`;
  const text = [
    `Un proveedor sigue dentro de ${facts.accessPoint} (${facts.network}) más tiempo del permitido.`,
    '',
    `Proveedor: ${facts.providerName}`,
    `Empresa: ${company}`,
    `Punto de acceso: ${facts.accessPoint}`,
    `Entrada: ${es} (${facts.timeZone})`,
    `Tiempo dentro: ${hoursEs}`,
    '',
    'Este aviso se envía una sola vez por estancia.',
    '',
    '---',
    '',
    `A provider is still inside ${facts.accessPoint} (${facts.network}) longer than allowed.`,
    '',
    `Provider: ${facts.providerName}`,
    `Company: ${company}`,
    `Access point: ${facts.accessPoint}`,
    `Entered at: ${en} (${facts.timeZone})`,
    `Time inside: ${hoursEn}`,
    '',
    'This notice is sent once per stay.',
    '',
  ].join('\n');
  return { subject, text };
}

type MailContext = Pick<AppContext, 'db' | 'mailer' | 'now'>;

/** The outbox topic: one mail to every active admin of the entry's network. */
export function overstayOutboxTopics(ctx: MailContext): Record<string, OutboxTopic> {
  return {
    [OVERSTAY_MAIL_TOPIC]: {
      maxAttempts: 20,
      retryDelayMs: backoff(),
      async handler(row) {
        const id = Number(row.payload.transaction_id);
        if (!Number.isSafeInteger(id)) return;
        const entry = await findOverstayForMail(ctx.db, id);
        if (!entry?.inside || entry.anonymised_at !== null) return;
        const admins = await networkAdminEmails(ctx.db, entry.network_id);
        if (admins.length === 0) return;
        const { subject, text } = renderOverstayMail({
          providerName: entry.visitor_name,
          company: entry.provider,
          accessPoint: entry.access_server_name,
          network: entry.network_name,
          enteredAt: entry.created_at,
          timeZone: entry.time_zone,
          hoursInside: Math.floor((ctx.now().getTime() - entry.created_at.getTime()) / HOUR_MS),
        });
        await ctx.mailer.send({ to: admins.join(', '), subject, text });
      },
    },
  };
}
