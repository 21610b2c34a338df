// The namespaces the login screen does not need (locales/rest-en.ts, rest-es.ts), in the user's language only:
// every signed-in route and public page awaits this before it renders, so their chunks have their words and the
// entry stays small (docs/web.md, "Chunks and caching"). A later language switch loads the other language first.
import { REST_NAMESPACES } from '../locales/namespaces.ts';
import { i18n } from './i18n.ts';

export function loadRestTranslations(): Promise<void> {
  return i18n.loadNamespaces([...REST_NAMESPACES]);
}
