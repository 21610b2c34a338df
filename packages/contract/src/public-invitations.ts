// The public invitation page (GET /public/invitations/{unique_id}, no token): what the visitor holding the
// share link needs to arrive, and nothing else — no ids, no phones or emails, no other keys or networks.
import { z } from 'zod';
import { KeyRestriction } from './access-keys.ts';

/** Longest unique_id the page looks up; anything else is answered like an unknown key. */
export const PUBLIC_INVITATION_ID_MAX = 64;
/** unique_ids are base64url (the server's lib/tokens.ts newKeyId); anything else cannot be a key. */
export const PUBLIC_INVITATION_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${PUBLIC_INVITATION_ID_MAX}}$`);

export const PublicInvitationParams = z.object({ unique_id: z.string() });
export type PublicInvitationParams = z.infer<typeof PublicInvitationParams>;

/** visit (1), recurrent (2, also multiple access), event (3 own, 4 external ticketing), provider (5). */
export const PUBLIC_INVITATION_TYPES = ['visit', 'recurrent', 'event', 'provider'] as const;
export const PublicInvitationType = z.enum(PUBLIC_INVITATION_TYPES);
export type PublicInvitationType = z.infer<typeof PublicInvitationType>;

/**
 * valid: may be used now (weekday/hour restrictions aside); not_yet_valid: before valid_from; expired: after
 * valid_until; used: a single visit (visit or provider) that already entered and exited; deleted: cancelled.
 */
export const PUBLIC_INVITATION_STATUSES = ['valid', 'not_yet_valid', 'expired', 'used', 'deleted'] as const;
export const PublicInvitationStatus = z.enum(PUBLIC_INVITATION_STATUSES);
export type PublicInvitationStatus = z.infer<typeof PublicInvitationStatus>;

export const PublicAccessPoint = z.object({
  name: z.string(),
  venue_name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  time_zone_name: z.string(),
});
export type PublicAccessPoint = z.infer<typeof PublicAccessPoint>;

export const PublicInvitation = z.object({
  visitor_name: z.string(),
  /** The host's name only: never their phone or email. */
  host_name: z.string(),
  type: PublicInvitationType,
  /** The event's name on event keys, else null. */
  event_name: z.string().nullable(),
  /** The provider's company on provider keys, else null. */
  provider: z.string().nullable(),
  status: PublicInvitationStatus,
  /** ISO instants (UTC); an event key's are its event's, widened by the tolerance. */
  valid_from: z.string(),
  valid_until: z.string(),
  /** The same instants as DD/MM/YYYY HH:mm:ss on the wall clock of time_zone_name. */
  valid_from_date: z.string(),
  valid_until_date: z.string(),
  /** IANA zone of the key's first access point. */
  time_zone_name: z.string(),
  key_restriction: KeyRestriction.nullable(),
  access_servers: z.array(PublicAccessPoint),
  /**
   * What the QR encodes (the key's unique_id), only while the key can still open a gate: valid, or expired
   * while the visitor is still inside (leaving is never blocked by time). Always null on provider keys,
   * which show no QR (spec §6): the guard checks providers in by name.
   */
  qr_payload: z.string().nullable(),
});
export type PublicInvitation = z.infer<typeof PublicInvitation>;

export const PublicInvitationResponse = z.object({
  invitation: PublicInvitation,
  /** The public id of the network's privacy notice (/privacy/<id>), which the page links to. */
  privacy_notice_id: z.string(),
});
export type PublicInvitationResponse = z.infer<typeof PublicInvitationResponse>;
