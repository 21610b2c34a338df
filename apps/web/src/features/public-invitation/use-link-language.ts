// The public invitation page speaks its link's language (/es/i/… or /en/i/…), whatever the browser says,
// without saving it as the user's choice: leaving the page gives the app back the language it had.
import { useLayoutEffect } from 'react';
import { i18n } from '../../lib/i18n.ts';
import type { Language } from '../../lib/language.ts';

export function useLinkLanguage(language: Language): void {
  // Before the first paint, so the page never flashes in the other language.
  useLayoutEffect(() => {
    const previous = i18n.resolvedLanguage;
    if (previous !== language) void i18n.changeLanguage(language);
    return () => {
      if (previous && previous !== language) void i18n.changeLanguage(previous);
    };
  }, [language]);
}
