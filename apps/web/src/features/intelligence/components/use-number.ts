// Numbers written the way the interface's language writes them (1,234 / 1,234; 1.5 / 1.5).
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '../../../lib/language.ts';

export function useNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE);
  return (value) => format.format(value);
}

export function useLanguage() {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
}
