// The namespaces the login screen does not need (locales/rest.ts), added to i18next when this module loads: the
// signed-in routes and every public page import it, so their chunks bring their words and the entry stays small
// (docs/web.md, "Chunks and caching").
import { rest } from '../locales/rest.ts';
import { i18n } from './i18n.ts';

for (const [language, bundles] of Object.entries(rest)) {
  for (const [namespace, bundle] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}
