// The admins' mail about a watchlist `alert` match (docs/watchlist.md), sent by the outbox worker for topic
// `mail.watchlist_alert` (payload `{ match_id }`, queued once per match by recordWatchlistMatch). Like the overstay
// notice: networks carry no language, so the text is Spanish with the English below, plain text; the time is on
// the access point's clock (the network's for an invitation).
import type { WatchlistMatchSource } from '@garita/contract';
import type { AppContext } from '../context.ts';
import { networkAdminEmails } from '../repositories/overstay.repository.ts';
import { findWatchlistMatchForMail } from '../repositories/watchlist.repository.ts';
import { backoff, type OutboxTopic } from './outbox.ts';
import { WATCHLIST_ALERT_MAIL_TOPIC } from './watchlist.service.ts';

export interface WatchlistAlertFacts {
  entryName: string;
  visitorName: string;
  reason: string;
  source: WatchlistMatchSource;
  place: string | null;
  network: string;
  at: Date;
  timeZone: string;
}

const SOURCE_TEXT: Record<WatchlistMatchSource, { es: string; en: string }> = {
  invitation: { es: 'Un residente lo invitó', en: 'A resident invited them' },
  scan: { es: 'Se escaneó su invitación', en: 'Their invitation was scanned' },
  register: { es: 'El guardia registró su entrada', en: 'The guard registered their entry' },
  manual_register: { es: 'El guardia registró su entrada a mano', en: 'The guard registered their entry by hand' },
};

const timeText = (date: Date, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(date);

/** Subject and plain-text body: Spanish first, English below. */
export function renderWatchlistAlertMail(facts: WatchlistAlertFacts): { subject: string; text: string } {
  const where = facts.place ?? facts.network;
  const subject = `Garita: alerta de lista de vigilancia, ${facts.visitorName} / watchlist alert`;
  const text = [
    `Una persona de la lista de vigilancia (alerta) apareció en ${where}.`,
    '',
    `Visitante: ${facts.visitorName}`,
    `Registro en la lista: ${facts.entryName}`,
    `Nota: ${facts.reason}`,
    `Qué pasó: ${SOURCE_TEXT[facts.source].es}`,
    `Cuándo: ${timeText(facts.at, facts.timeZone, 'es-MX')} (${facts.timeZone})`,
    '',
    '---',
    '',
    `A person on the watchlist (alert) showed up at ${where}.`,
    '',
    `Visitor: ${facts.visitorName}`,
    `Watchlist entry: ${facts.entryName}`,
    `Note: ${facts.reason}`,
    `What happened: ${SOURCE_TEXT[facts.source].en}`,
    `When: ${timeText(facts.at, facts.timeZone, 'en-US')} (${facts.timeZone})`,
    '',
  ].join('\n');
  return { subject, text };
}

type MailContext = Pick<AppContext, 'db' | 'mailer'>;

/** The outbox topic: one mail to every active admin of the match's network. */
export function watchlistOutboxTopics(ctx: MailContext): Record<string, OutboxTopic> {
  return {
    [WATCHLIST_ALERT_MAIL_TOPIC]: {
      maxAttempts: 20,
      retryDelayMs: backoff(),
      async handler(row) {
        const id = Number(row.payload.match_id);
        if (!Number.isSafeInteger(id)) return;
        const match = await findWatchlistMatchForMail(ctx.db, id);
        if (!match) return;
        const admins = await networkAdminEmails(ctx.db, match.network_id);
        if (admins.length === 0) return;
        const { subject, text } = renderWatchlistAlertMail({
          entryName: match.entry_name,
          visitorName: match.visitor_name,
          reason: match.reason,
          source: match.source,
          place: match.access_server_name,
          network: match.network_name,
          at: match.created_at,
          timeZone: match.access_server_time_zone ?? match.network_time_zone,
        });
        await ctx.mailer.send({ to: admins.join(', '), subject, text });
      },
    },
  };
}
