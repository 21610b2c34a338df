// The public invitation page speaks its link's language (/es/i/… or /en/i/…), whatever the browser says,
// without saving it as the user's choice: leaving the page gives the app back its own language.
import { use, useLayoutEffect } from 'react';
import { i18n } from '../../lib/i18n.ts';
import { hasLanguage, loadLanguage } from '../../lib/i18n-rest.ts';
import type { Language } from '../../lib/language.ts';

/** One fetch per language, kept so that `use` sees the same promise when the page renders again. */
const loading = new Map<Language, Promise<boolean>>();

export function useLinkLanguage(language: Language): void {
  // The app holds only its own language's words (lib/i18n-rest.ts): a link in the other one waits for its words
  // in the page's spinner, so the page never shows in a language the visitor did not get.
  let ready = hasLanguage(language);
  if (!ready) {
    let loaded = loading.get(language);
    if (!loaded) {
      loaded = loadLanguage(language);
      loading.set(language, loaded);
    }
    ready = use(loaded);
  }
  // Before the first paint, so the page never flashes in the other language. Words that could not come leave
  // the page in the language it has words for, never showing untranslated keys.
  useLayoutEffect(() => {
    if (ready && i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
    // Leaving the page: the language the app has without the link (?lng=, the saved choice, the browser's), which
    // i18next detects again now that the address is no longer the link's (lib/i18n.ts).
    return () => void i18n.changeLanguage();
  }, [language, ready]);
}
