// The start cookie: `garita-start=<language>` while this browser holds a session, so that the server answers the
// next start's page with the signed-in start page in that language (start-en.html, start-es.html: apps/web's
// vite.config.ts, apps/server/src/web.ts), which asks for the signed-in code and the shell's words with the entry
// (docs/web.md, "Chunks and caching"). A hint, not a credential: the session stays in localStorage and the API never
// reads the cookie. A wrong hint costs a download, never a wrong screen: the app decides from the session.
import { currentLanguage, i18n } from './i18n.ts';
import { getSession, subscribeSession } from './session.ts';

const START_COOKIE = 'garita-start';
const A_YEAR = 365 * 24 * 60 * 60;

/** What the cookie should say now: this tab's language while signed in, nothing when signed out. */
function wanted(): string | null {
  return getSession() ? currentLanguage() : null;
}

function current(): string | null {
  const prefix = `${START_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? entry.slice(prefix.length) : null;
}

/** Writes the cookie when it says something else than the session and the language do. */
function syncStartHint(): void {
  const value = wanted();
  if (value === current()) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and a language code, nothing to escape; the Cookie Store API works on https only, and an http site on a LAN gets the hint too.
  document.cookie = value
    ? `${START_COOKIE}=${value}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax${secure}`
    : `${START_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

if (typeof document !== 'undefined') {
  syncStartHint();
  subscribeSession(syncStartHint);
  i18n.on('languageChanged', syncStartHint);
}
