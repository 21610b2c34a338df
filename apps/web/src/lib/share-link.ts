// The link a host shares with a visitor (copy, WhatsApp, email): Garita's own public page for the
// invitation, opened without signing in, in a language and with the key's unguessable unique_id
// (spec §7: share links carry the locale and the uuid; the link's locale is Spanish unless told otherwise).
import { type Language, normalizeLanguage } from './language.ts';

/** The public invitation page's route (registered among the public routes of app-routes.tsx). */
export const PUBLIC_INVITATION_PATH = '/:lng/i/:uniqueId';

/** The language of a share link's path (`/es/i/…`), or undefined for any other path. */
export function shareLinkLanguage(pathname: string): Language | undefined {
  const [, language, page] = pathname.split('/');
  return page === 'i' ? normalizeLanguage(language) : undefined;
}

export function invitationShareLink(
  uniqueId: string,
  language: Language = 'es',
  origin = window.location.origin,
): string {
  return `${origin}/${language}/i/${encodeURIComponent(uniqueId)}`;
}
