// Typed translation keys: t('auth:login.title') is checked against the English resources.
import 'i18next';
import type { Translations } from './locales/index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Translations;
  }
}
