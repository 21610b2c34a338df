// Which language the UI speaks: Spanish when any browser language starts with "es", English otherwise (spec §1).
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The user's explicit choice (profile overlay or login page); absent until they choose. */
export const LANGUAGE_STORAGE_KEY = 'garita.lng';
export const LANGUAGE_QUERY_PARAM = 'lng';

/** Reduces "es-MX", "ES_es" or "en-US" to a supported language, or undefined. */
export function normalizeLanguage(value: string | null | undefined): Language | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base);
}

/** Spanish if any of the browser's languages is Spanish, whatever its position in the list. */
export function languageFromNavigator(languages: readonly string[]): Language {
  return languages.some((language) => normalizeLanguage(language) === 'es') ? 'es' : 'en';
}
