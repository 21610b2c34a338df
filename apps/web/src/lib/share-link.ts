// The link a host shares with a visitor (copy, WhatsApp, email): Garita's own public page for the
// invitation, opened without signing in, in a language and with the key's unguessable unique_id
// (spec §7: share links carry the locale and the uuid; the link's locale is Spanish unless told otherwise).
import type { Language } from './language.ts';

/** The public invitation page's route (registered among the public routes of app-routes.tsx). */
export const PUBLIC_INVITATION_PATH = '/:lng/i/:uniqueId';

export function invitationShareLink(
  uniqueId: string,
  language: Language = 'es',
  origin = window.location.origin,
): string {
  return `${origin}/${language}/i/${encodeURIComponent(uniqueId)}`;
}
