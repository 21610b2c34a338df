// The namespaces the login screen does not need, in the app's language only: the signed-in shell awaits its own
// (locales/shell-en.ts, shell-es.ts), and every other signed-in screen and public page awaits them all (with
// rest-en.ts or rest-es.ts) before it renders, so their chunks have their words and the entry stays small
// (docs/web.md, "Chunks and caching"). The guard's scanner route (gate choice and camera) speaks only the shell's.
// Another language's words come when something speaks it: a language switch (`chooseLanguage`, which fetches them
// before it switches), a share message in the visitor's language (`loadLanguage` before `i18n.getFixedT`), a share
// link's page in its link's language.
import { REST_NAMESPACES, SHELL_NAMESPACES } from '../locales/namespaces.ts';
import { currentLanguage, i18n, importRestWords } from './i18n.ts';
import { LANGUAGE_STORAGE_KEY, type Language } from './language.ts';
import { notify } from './notify.ts';

export async function loadRestTranslations(): Promise<void> {
  await i18n.loadNamespaces([...REST_NAMESPACES]);
}

export async function loadShellTranslations(): Promise<void> {
  await i18n.loadNamespaces([...SHELL_NAMESPACES]);
}

/** Whether the rest's words in `language` are there (or those of `namespaces`). */
export function hasLanguage(language: Language, namespaces: readonly string[] = REST_NAMESPACES): boolean {
  return namespaces.every((ns) => i18n.hasResourceBundle(language, ns));
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

/**
 * An explicit choice, remembered for the next visits. A page that uses more than the login screen's words gets the
 * chosen language's first; when they cannot come, the page stays in its language and says so, and the next try
 * fetches again. (i18next alone would switch anyway, to a page of untranslated keys.)
 */
export async function chooseLanguage(language: Language): Promise<void> {
  if (hasLanguage(currentLanguage(), SHELL_NAMESPACES) && !(await loadLanguage(language))) {
    notify(i18n.t('common:language.failed'));
    return;
  }
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}
