// The languages Garita speaks, and how a language tag names one: the web app's, the server's pages and the API's
// answers, mails and the gate's denial messages all follow this one list and rule (spec §1).
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Share links are Spanish unless told otherwise (spec §7): the page's words and the server's start page. */
export const LINK_DEFAULT_LANGUAGE: Language = 'es';

/** Reduces "es-MX", "ES_es" or "en-US" to a supported language, or undefined. */
export function normalizeLanguage(value: string | null | undefined): Language | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base);
}
