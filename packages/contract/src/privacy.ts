// Privacy (LFPDPPP): each network's privacy notice, and the admin's ARCO tools — find a person's data across the
// network, export it (a zip: data.json and the photos) and erase it. Choices and the tables searched:
// docs/privacy-arco.md.
import { z } from 'zod';
import { Id, oneLine } from './common.ts';

/** Longest notice text, per language (a long notice is about 15 000 characters). */
export const PRIVACY_NOTICE_MAX = 40_000;
/** Shortest and longest search for a person: a name part, a phone or an email. */
export const PERSONAL_DATA_QUERY = { min: 3, max: 120 } as const;
/** Each group of a search answers at most this many records (the admin narrows the search past it). */
export const PERSONAL_DATA_GROUP_LIMIT = 200;

/** No NUL or other control characters, but newlines and tabs (a notice is markdown, written in lines). */
function hasNoControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

/** A notice in one language: markdown; empty or null means "use the default notice". */
export const PrivacyNoticeText = z
  .string()
  .max(PRIVACY_NOTICE_MAX)
  .refine(hasNoControlCharacters, 'control characters are not allowed')
  .nullable()
  .transform((text) => (text === null || text.trim() === '' ? null : text.replace(/\r\n?/g, '\n').trim()));

export const UpdatePrivacyNotice = z.object({ text_en: PrivacyNoticeText, text_es: PrivacyNoticeText });
export type UpdatePrivacyNotice = z.input<typeof UpdatePrivacyNotice>;

/** The admin's view: what they wrote (null: not edited), the default texts, and the public address's id. */
export const PrivacyNoticeSettings = z.object({
  public_id: z.string(),
  text_en: z.string().nullable(),
  text_es: z.string().nullable(),
  default_en: z.string(),
  default_es: z.string(),
  updated_at: z.string().nullable(),
});
export type PrivacyNoticeSettings = z.infer<typeof PrivacyNoticeSettings>;

/** The notice as anyone reads it: the network's text or its default, in both languages. */
export const PublicPrivacyNotice = z.object({
  public_id: z.string(),
  network_name: z.string(),
  text_en: z.string(),
  text_es: z.string(),
  /** True while no admin has edited it. */
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type PublicPrivacyNotice = z.infer<typeof PublicPrivacyNotice>;

// Any string: an id that cannot be one answers the same 404 as a missing one (privacy-notice.service.ts).
export const PublicPrivacyNoticeParams = z.object({ public_id: z.string() });

/**
 * The notice the login page links to, before anyone signed in: the site's only network's, or null on a site with
 * several networks (each network's notice is then linked from its invitations and its users' profiles).
 */
export const SitePrivacyNotice = z.object({ notice: PublicPrivacyNotice.nullable() });
export type SitePrivacyNotice = z.infer<typeof SitePrivacyNotice>;

export const PersonalDataQuery = z.object({
  query: z.string().trim().min(PERSONAL_DATA_QUERY.min).max(PERSONAL_DATA_QUERY.max).superRefine(oneLine),
});
export type PersonalDataQuery = z.input<typeof PersonalDataQuery>;

/** A user account that matched. */
export const PersonalDataUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  deleted: z.boolean(),
  created_at: z.string(),
});
/** An invitation (access key) whose visitor matched: visits, event guests, providers, manual registers. */
export const PersonalDataAccessKey = z.object({
  id: z.number(),
  visitor_name: z.string(),
  visitor_email: z.string(),
  visitor_phone: z.string(),
  access_key_type_id: z.number(),
  host_name: z.string(),
  event_name: z.string().nullable(),
  valid_from: z.string(),
  photo_count: z.number().int(),
});
/** A logbook row of a matched visitor or of a matched invitation. */
export const PersonalDataTransaction = z.object({
  id: z.number(),
  visitor_name: z.string(),
  access_type: z.string(),
  access_server_name: z.string(),
  created_at: z.string(),
  photo_count: z.number().int(),
});
/** A saved contact (favourite) of a resident. */
export const PersonalDataContact = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  saved_by: z.string(),
});

export const PersonalDataResult = z.object({
  users: z.array(PersonalDataUser),
  access_keys: z.array(PersonalDataAccessKey),
  transactions: z.array(PersonalDataTransaction),
  community_members: z.array(PersonalDataContact),
  /** A group reached PERSONAL_DATA_GROUP_LIMIT: there may be more. */
  truncated: z.boolean(),
});
export type PersonalDataResult = z.infer<typeof PersonalDataResult>;

const Ids = z
  .array(Id)
  .max(PERSONAL_DATA_GROUP_LIMIT * 5)
  .default([]);

/** The records the admin chose (found by a search): what is exported or erased. */
export const PersonalDataSelection = z
  .object({ users: Ids, access_keys: Ids, transactions: Ids, community_members: Ids })
  .refine((s) => s.users.length + s.access_keys.length + s.transactions.length + s.community_members.length > 0, {
    message: 'choose at least one record',
  });
export type PersonalDataSelection = z.input<typeof PersonalDataSelection>;

export const PersonalDataErased = z.object({
  users: z.number().int(),
  access_keys: z.number().int(),
  transactions: z.number().int(),
  community_members: z.number().int(),
  photos: z.number().int(),
});
export type PersonalDataErased = z.infer<typeof PersonalDataErased>;
