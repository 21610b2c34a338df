// How a record's custom attribute value reads in the interface language (lib/custom-attribute-values.ts):
// used by every screen that shows stored values (invitation detail, logbook record, register summary).
import { useTranslation } from 'react-i18next';
import { attributeValueText } from './custom-attribute-values.ts';
import { DEFAULT_LANGUAGE, normalizeLanguage } from './language.ts';

export function useAttributeText(): (value: unknown) => string {
  const { t, i18n } = useTranslation('common');
  const language = normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const words = { yes: t('yes'), no: t('no') };
  return (value) => attributeValueText(value, language, words);
}
