// Which language the UI speaks: Spanish when any browser language starts with "es", English otherwise (spec §1).
import { type Language, normalizeLanguage } from '@garita/contract';

export { LANGUAGES, type Language, LINK_DEFAULT_LANGUAGE, normalizeLanguage } from '@garita/contract';
export const DEFAULT_LANGUAGE: Language = 'en';
/** The user's explicit choice (profile overlay or login page); absent until they choose. */
export const LANGUAGE_STORAGE_KEY = 'garita.lng';
export const LANGUAGE_QUERY_PARAM = 'lng';

/** Spanish if any of the browser's languages is Spanish, whatever its position in the list. */
export function languageFromNavigator(languages: readonly string[]): Language {
  return languages.some((language) => normalizeLanguage(language) === 'es') ? 'es' : 'en';
}
