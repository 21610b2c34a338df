// The namespaces the login screen does not need (locales/rest-en.ts, rest-es.ts), in the app's language only:
// every signed-in route and public page awaits this before it renders, so their chunks have their words and the
// entry stays small (docs/web.md, "Chunks and caching"). Another language's words come when something speaks it:
// a language switch (i18next loads them before it switches), a share message in the visitor's language
// (`loadLanguage` before `i18n.getFixedT`), a share link's page in its link's language.
import { REST_NAMESPACES } from '../locales/namespaces.ts';
import { i18n, importRestWords } from './i18n.ts';
import type { Language } from './language.ts';

export async function loadRestTranslations(): Promise<void> {
  await i18n.loadNamespaces([...REST_NAMESPACES]);
}

/** Whether the rest's words in `language` are there. */
export function hasLanguage(language: Language): boolean {
  return REST_NAMESPACES.every((ns) => i18n.hasResourceBundle(language, ns));
}

/**
 * Fetches `language`'s words; true once they are there, false when they could not come (a try later fetches
 * again: i18next's own loader would remember the failure until the page reloads).
 */
export async function loadLanguage(language: Language): Promise<boolean> {
  if (hasLanguage(language)) return true;
  try {
    const rest = await importRestWords(language);
    for (const ns of REST_NAMESPACES) i18n.addResourceBundle(language, ns, rest[ns] ?? {}, true, true);
    return true;
  } catch {
    return false;
  }
}
