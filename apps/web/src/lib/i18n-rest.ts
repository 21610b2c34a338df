// The namespaces the login screen does not need (locales/rest-en.ts, rest-es.ts), in both languages: every
// signed-in route and public page awaits this before it renders, so their chunks have their words and the entry
// stays small (docs/web.md, "Chunks and caching"). Both, because a host shares an invitation in the visitor's
// language whatever the app's (i18n.getFixedT), and a language switch then needs no download.
import { REST_NAMESPACES } from '../locales/namespaces.ts';
import { i18n } from './i18n.ts';
import { LANGUAGES } from './language.ts';

export async function loadRestTranslations(): Promise<void> {
  await i18n.loadNamespaces([...REST_NAMESPACES]);
  await i18n.loadLanguages([...LANGUAGES]);
}
