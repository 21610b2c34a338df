// The watchlist (issue 19, docs/watchlist.md): people a network's admins flag. `deny` refuses them at the gate
// (denial reason `watchlisted`) and refuses their invitations; `alert` lets them in with a warning the guard must
// acknowledge, and mails the admins. Matched by phone (E.164), ID number (exactly) or a similar name.
import { z } from 'zod';
import { requiredMultilineText, requiredText, trimmed } from './common.ts';
import { MAX_NAME, MAX_TEXT } from './constants.ts';
import { PhotoUpload } from './photos.ts';

export const WATCHLIST_ACTIONS = ['deny', 'alert'] as const;
export const WatchlistAction = z.enum(WATCHLIST_ACTIONS);
export type WatchlistAction = z.infer<typeof WatchlistAction>;

/** What matched: the phone, the ID number (both exactly) or the name (pg_trgm similarity, accents and case aside). */
export const WATCHLIST_MATCHED_ON = ['phone', 'id_number', 'name'] as const;
export type WatchlistMatchedOn = (typeof WATCHLIST_MATCHED_ON)[number];

/** Where a match happened: an invitation created or edited, a scan, a register by key, a manual register. */
export const WATCHLIST_MATCH_SOURCES = ['invitation', 'scan', 'register', 'manual_register'] as const;
export type WatchlistMatchSource = (typeof WATCHLIST_MATCH_SOURCES)[number];

/**
 * The least pg_trgm `similarity` of two folded names (lower case, no accents) that counts as the same person.
 * Measured in docs/watchlist.md: the variants of "José Luis Pérez" score 0.69–0.71, twenty unrelated common
 * Mexican names at most 0.44 (apps/server/test/watchlist.test.ts holds both lists).
 */
export const WATCHLIST_NAME_SIMILARITY = 0.6;

export const MAX_WATCHLIST_PHONE = 30;
export const MAX_WATCHLIST_ID_NUMBER = 40;

/** An instant with its offset (2026-12-31T23:59:59-06:00 or …Z); the admin screen sends the end of a day. */
const Instant = z.iso.datetime({ offset: true });

const entryFields = {
  name: requiredText(MAX_NAME),
  /** Any usual writing of a number; without a country code it is read as Mexican. Stored as E.164. */
  phone: trimmed(MAX_WATCHLIST_PHONE),
  id_number: trimmed(MAX_WATCHLIST_ID_NUMBER),
  /** The admin's note: why the person is on the list. The guard sees it; a host never does. */
  reason: requiredMultilineText(MAX_TEXT),
  action: WatchlistAction,
  /** Null or absent: never expires. */
  expires_at: Instant.nullable(),
  /** A photo of the person (base64 JPEG, as the gate's photos): re-encoded and stored like them. On PATCH, null
   *  removes it and a new one replaces it. */
  photo: PhotoUpload.nullable(),
};

export const NewWatchlistEntry = z.object({
  ...entryFields,
  phone: entryFields.phone.default(''),
  id_number: entryFields.id_number.default(''),
  expires_at: entryFields.expires_at.optional().default(null),
  photo: entryFields.photo.optional(),
});
export type NewWatchlistEntry = z.infer<typeof NewWatchlistEntry>;

/** PATCH: any subset of the fields. */
export const UpdateWatchlistEntry = z.object(entryFields).partial();
export type UpdateWatchlistEntry = z.infer<typeof UpdateWatchlistEntry>;

export const WatchlistEntry = z.object({
  id: z.number(),
  name: z.string(),
  /** E.164 (+525512345678), or '' when none was given. */
  phone: z.string(),
  id_number: z.string(),
  reason: z.string(),
  action: WatchlistAction,
  expires_at: z.string().nullable(),
  /** Past its expiry: kept, but no longer matched. */
  expired: z.boolean(),
  /** A short-lived signed URL of the person's photo, or null. */
  photo_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type WatchlistEntry = z.infer<typeof WatchlistEntry>;

export const WatchlistEntryList = z.object({ entries: z.array(WatchlistEntry) });
export type WatchlistEntryList = z.infer<typeof WatchlistEntryList>;

export const WatchlistListQuery = z.object({
  /** Sent by the web when the list is downloaded (CSV): the server records the export (docs/audit.md). */
  export: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['1', 'true']).optional()),
});
export type WatchlistListQuery = z.infer<typeof WatchlistListQuery>;

/** What a guard is told about a watchlisted visitor (a scan, a register): the entry's name, action and note. */
export const WatchlistWarning = z.object({
  action: WatchlistAction,
  name: z.string(),
  reason: z.string(),
  /** The entry's photo (signed URL), so the guard can compare faces; null without one. */
  photo_url: z.string().nullable(),
});
export type WatchlistWarning = z.infer<typeof WatchlistWarning>;
