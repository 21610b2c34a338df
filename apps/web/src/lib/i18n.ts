// i18next set-up: detection order is a share link's language, ?lng=, then the saved choice, then the browser
// languages (never <html lang>, which a static page can carry and which would otherwise win).
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { core } from '../locales/core.ts';
import { CORE_NAMESPACES } from '../locales/namespaces.ts';
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

/**
 * The namespaces beyond the login screen's, one chunk per language (locales/rest-en.ts, rest-es.ts), fetched the
 * first time a signed-in route or public page needs them (lib/i18n-rest.ts; docs/web.md, "Chunks and caching").
 */
export async function importRestWords(language: string): Promise<Record<string, ResourceKey>> {
  const { rest } = await (language === 'es' ? import('../locales/rest-es.ts') : import('../locales/rest-en.ts'));
  return rest as Record<string, ResourceKey>;
}

const restLoader: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    importRestWords(language).then(
      (rest) => callback(null, rest[namespace] ?? {}),
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
