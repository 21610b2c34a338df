// i18next set-up: detection order is a share link's language, ?lng=, then the saved choice, then the browser
// languages (never <html lang>, which a static page can carry and which would otherwise win).
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { core } from '../locales/core.ts';
import { CORE_NAMESPACES, SHELL_NAMESPACES } from '../locales/namespaces.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  languageFromNavigator,
  normalizeLanguage,
} from './language.ts';
import { shareLinkLanguage } from './share-link.ts';

const detector = new LanguageDetector();
// A share link's page speaks its link's language from the first render, so it fetches that language's words
// only (lib/i18n-rest.ts); leaving the page detects again (use-link-language.ts).
detector.addDetector({ name: 'shareLink', lookup: () => shareLinkLanguage(window.location.pathname) });
detector.addDetector({
  name: 'anyNavigatorLanguage',
  lookup: () => languageFromNavigator(navigator.languages?.length ? navigator.languages : [navigator.language]),
});

type WordsChunk = 'shell' | 'rest';
const chunkOf = (namespace: string): WordsChunk =>
  (SHELL_NAMESPACES as readonly string[]).includes(namespace) ? 'shell' : 'rest';

/**
 * The namespaces beyond the login screen's come in two chunks per language: the signed-in shell's
 * (locales/shell-en.ts, shell-es.ts) and every other page's (rest-en.ts, rest-es.ts), each fetched the first time
 * something needs one of its namespaces (lib/i18n-rest.ts; docs/web.md, "Chunks and caching").
 */
async function importChunk(language: string, chunk: WordsChunk): Promise<Record<string, ResourceKey>> {
  const words =
    chunk === 'shell'
      ? (await (language === 'es' ? import('../locales/shell-es.ts') : import('../locales/shell-en.ts'))).shell
      : (await (language === 'es' ? import('../locales/rest-es.ts') : import('../locales/rest-en.ts'))).rest;
  return words as Record<string, ResourceKey>;
}

/** Every namespace beyond the login screen's in `language`: the shell's and the other pages'. */
export async function importRestWords(language: string): Promise<Record<string, ResourceKey>> {
  const [shell, rest] = await Promise.all([importChunk(language, 'shell'), importChunk(language, 'rest')]);
  return { ...shell, ...rest };
}

const restLoader: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    importChunk(language, chunkOf(namespace)).then(
      (words) => callback(null, words[namespace] ?? {}),
      (error: Error) => callback(error, null),
    );
  },
};

void i18n
  .use(detector)
  .use(restLoader)
  .use(initReactI18next)
  .init({
    // The login screen's namespaces come with the entry; the loader brings the others (lib/i18n-rest.ts).
    resources: core,
    partialBundledLanguages: true,
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    // No fallback between our languages: every key exists in both (locales.test.ts), so a Spanish page needs no
    // English words and downloads none (lib/i18n-rest.ts). `default` only answers a code outside LANGUAGES.
    fallbackLng: { ...Object.fromEntries(LANGUAGES.map((language) => [language, []])), default: [DEFAULT_LANGUAGE] },
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['shareLink', 'querystring', 'localStorage', 'anyNavigatorLanguage'],
      lookupQuerystring: LANGUAGE_QUERY_PARAM,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [],
    },
  });

function applyDocumentLanguage(): void {
  document.documentElement.lang = currentLanguage();
}
applyDocumentLanguage();
i18n.on('languageChanged', applyDocumentLanguage);

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

export { i18n };
