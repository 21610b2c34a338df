// The network's watchlist (issue 19, docs/watchlist.md): the admins' list (GET/POST/PATCH/DELETE /watchlist) and
// what every other part calls when a visitor matches it — recordWatchlistMatch — so that each match is kept in
// `watchlist_matches` and the audit log, and an `alert` mails the network's admins through the outbox.
import type {
  NewWatchlistEntry,
  UpdateWatchlistEntry,
  WatchlistEntry,
  WatchlistMatchSource,
  WatchlistWarning,
} from '@garita/contract';
import { watchlistPhone } from '@garita/contract/watchlist-phone';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import { afterRequestTransaction } from '../db/request-transaction.ts';
import type { WatchlistEntryRow, WatchlistMatchRow } from '../db/schema.ts';
import { AppError, invalid, notFound } from '../lib/errors.ts';
import { enqueueOutbox } from '../repositories/outbox.repository.ts';
import { deleteWatchlistEntryPhotos } from '../repositories/photos.repository.ts';
import {
  deleteWatchlistEntry,
  findWatchlistEntry,
  findWatchlistMatch,
  insertWatchlistEntry,
  insertWatchlistMatch,
  listWatchlistEntries,
  updateWatchlistEntry,
  type WatchlistHit,
} from '../repositories/watchlist.repository.ts';
import { recordAudit } from './audit.service.ts';
import { createPhotosService } from './photos.service.ts';
import { emitWebhookEvent } from './webhooks.service.ts';

export const WATCHLIST_ALERT_MAIL_TOPIC = 'mail.watchlist_alert';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentWatchlistEntry(row: WatchlistEntryRow, now: Date, photoUrl: string | null): WatchlistEntry {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    id_number: row.id_number,
    reason: row.reason,
    action: row.action,
    expires_at: iso(row.expires_at),
    expired: row.expires_at !== null && row.expires_at.getTime() <= now.getTime(),
    created_at: row.created_at.toISOString(),
    updated_at: iso(row.updated_at),
    photo_url: photoUrl,
  };
}

/** Signed URLs of the entries' photos, by entry id. */
async function entryPhotoUrls(ctx: AppContext, db: Db, networkId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const urls = await createPhotosService(ctx).urlsFor(db, { networkId, watchlistEntryIds: ids });
  return new Map([...urls].flatMap(([id, photos]) => (photos[0] ? [[id, photos[0].url] as const] : [])));
}

/**
 * What the guard is told of a match: the entry's name, action and note, and its photo — read only when there is a
 * match, so a scan of someone not on the list costs nothing more.
 */
export async function warningOf(
  ctx: AppContext,
  db: Db,
  networkId: number,
  hit: Pick<WatchlistHit, 'id' | 'action' | 'name' | 'reason'>,
): Promise<WatchlistWarning> {
  const photo = (await entryPhotoUrls(ctx, db, networkId, [hit.id])).get(hit.id) ?? null;
  return { action: hit.action, name: hit.name, reason: hit.reason, photo_url: photo };
}

/** The phone as stored: E.164, or '' for none; 422 on `phone` when libphonenumber reads no valid number. */
function storedPhone(text: string): string {
  if (!text) return '';
  const phone = watchlistPhone(text);
  if (!phone) throw invalid('phone', 'not a valid phone number');
  return phone;
}

/** A visitor's phone as the matching compares it: the country code and the national digits (E.164 for +52, +1). */
export const visitorPhone = (phone: string, countryCode: string) => (phone ? `${countryCode}${phone}` : '');

export interface WatchlistMatchInput {
  networkId: number;
  /** Who was acting: the host inviting, the guard scanning or registering. */
  actorUserId: number | null;
  hit: WatchlistHit;
  source: WatchlistMatchSource;
  visitorName: string;
  accessKeyId?: number | null;
  transactionId?: number | null;
  now: Date;
}

/**
 * Records one match: its row in `watchlist_matches`, its audit row (`watchlist.matched`, no personal data), and for
 * an `alert` the admins' mail (outbox, once per match). `db` is the change's transaction, so all of it commits with
 * the change; answers the row and whether a mail was queued (the caller kicks the outbox after its commit).
 * The `watchlist.matched` webhook event is queued here too, in the same transaction (docs/webhooks.md).
 */
export async function recordWatchlistMatch(
  db: Db,
  input: WatchlistMatchInput,
): Promise<{ match: WatchlistMatchRow; isMailQueued: boolean }> {
  const { hit } = input;
  const match = await insertWatchlistMatch(db, {
    network_id: input.networkId,
    watchlist_entry_id: hit.id,
    entry_name: hit.name,
    action: hit.action,
    reason: hit.reason,
    matched_on: hit.matched_on,
    source: input.source,
    visitor_name: input.visitorName,
    access_key_id: input.accessKeyId ?? null,
    transaction_id: input.transactionId ?? null,
    actor_user_id: input.actorUserId,
    created_at: input.now,
  });
  await recordAudit(db, {
    network_id: input.networkId,
    actor_user_id: input.actorUserId,
    action: 'watchlist.matched',
    subject_type: 'watchlist_entries',
    subject_id: hit.id,
    details: {
      match_id: match.id,
      action: hit.action,
      matched_on: hit.matched_on,
      source: input.source,
      access_key_id: match.access_key_id,
      transaction_id: match.transaction_id,
    },
  });
  const events = await emitWebhookEvent(
    db,
    input.networkId,
    'watchlist.matched',
    {
      match: {
        id: match.id,
        watchlist_entry: { id: hit.id, name: hit.name, action: hit.action, reason: hit.reason },
        matched_on: hit.matched_on,
        source: input.source,
        visitor_name: input.visitorName,
        access_key_id: match.access_key_id,
        transaction_id: match.transaction_id,
        actor_user_id: input.actorUserId,
      },
    },
    input.now,
  );
  if (hit.action !== 'alert') return { match, isMailQueued: events > 0 };
  await enqueueOutbox(
    db,
    {
      topic: WATCHLIST_ALERT_MAIL_TOPIC,
      dedupeKey: `${WATCHLIST_ALERT_MAIL_TOPIC}:${match.id}`,
      payload: { match_id: match.id },
      onConflict: 'keep',
    },
    input.now,
  );
  return { match, isMailQueued: true };
}

export function createWatchlistService(ctx: AppContext) {
  const { db } = ctx;
  const photos = createPhotosService(ctx);

  async function present(auth: Auth, row: WatchlistEntryRow): Promise<WatchlistEntry> {
    const urls = await entryPhotoUrls(ctx, db, auth.network.id, [row.id]);
    return presentWatchlistEntry(row, ctx.now(), urls.get(row.id) ?? null);
  }

  /** Replaces the entry's photo (null: removes it; undefined: keeps it). Files go once the change committed. */
  async function setPhoto(auth: Auth, entryId: number, photo: string | null | undefined): Promise<void> {
    if (photo === undefined) return;
    const old = await deleteWatchlistEntryPhotos(db, auth.network.id, entryId);
    if (photo)
      await photos.save(db, { networkId: auth.network.id, watchlistEntryId: entryId, photos: { photo_id: photo } });
    if (old.length)
      await afterRequestTransaction(async () => {
        for (const key of old) await ctx.storage.delete(key);
      });
  }

  async function load(auth: Auth, id: number): Promise<WatchlistEntryRow> {
    const row = await findWatchlistEntry(db, auth.network.id, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(auth: Auth): Promise<{ entries: WatchlistEntry[] }> {
      const now = ctx.now();
      const rows = await listWatchlistEntries(db, auth.network.id);
      const urls = await entryPhotoUrls(
        ctx,
        db,
        auth.network.id,
        rows.map((r) => r.id),
      );
      return { entries: rows.map((r) => presentWatchlistEntry(r, now, urls.get(r.id) ?? null)) };
    },

    async create(auth: Auth, input: NewWatchlistEntry): Promise<WatchlistEntry> {
      const row = await insertWatchlistEntry(db, {
        network_id: auth.network.id,
        name: input.name,
        phone: storedPhone(input.phone),
        id_number: input.id_number,
        reason: input.reason,
        action: input.action,
        expires_at: input.expires_at ? new Date(input.expires_at) : null,
        created_by_user_id: auth.user.id,
      });
      await setPhoto(auth, row.id, input.photo);
      return present(auth, row);
    },

    async update(auth: Auth, id: number, input: UpdateWatchlistEntry): Promise<WatchlistEntry> {
      const entry = await load(auth, id);
      const row = await updateWatchlistEntry(db, entry, {
        name: input.name,
        phone: input.phone === undefined ? undefined : storedPhone(input.phone),
        id_number: input.id_number,
        reason: input.reason,
        action: input.action,
        expires_at: input.expires_at === undefined ? undefined : input.expires_at ? new Date(input.expires_at) : null,
        updated_at: ctx.now(),
      });
      await setPhoto(auth, row.id, input.photo);
      return present(auth, row);
    },

    async remove(auth: Auth, id: number): Promise<void> {
      const entry = await load(auth, id);
      await setPhoto(auth, entry.id, null);
      await deleteWatchlistEntry(db, entry);
    },

    /**
     * An invitation created or edited for this visitor: a `deny` match refuses it with 422 visitor_not_invitable
     * (the host is told nothing more); the match is recorded after the refused request's transaction has rolled
     * back, so it stays. An `alert` match is answered for the caller to record with the invitation
     * (recordWatchlistMatch, in the invitation's transaction).
     */
    async checkInvitation(
      auth: Auth,
      visitor: { name: string; phone: string; countryCode: string },
    ): Promise<WatchlistHit | undefined> {
      const now = ctx.now();
      const hit = await findWatchlistMatch(
        db,
        auth.network.id,
        { name: visitor.name, phone: visitorPhone(visitor.phone, visitor.countryCode), idNumber: '' },
        now,
      );
      if (hit?.action !== 'deny') return hit;
      await afterRequestTransaction(async () => {
        const { isMailQueued } = await db.transaction().execute((trx) =>
          recordWatchlistMatch(trx, {
            networkId: auth.network.id,
            actorUserId: auth.user.id,
            hit,
            source: 'invitation',
            visitorName: visitor.name,
            now,
          }),
        );
        if (isMailQueued) void ctx.outbox.kick();
      });
      throw new AppError(422, 'visitor_not_invitable');
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
