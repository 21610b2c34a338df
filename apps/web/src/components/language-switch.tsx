// English / Español switch; the choice is remembered for the next visits unless the page handles it
// (the public invitation page follows its link's language instead).
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/i18n.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, normalizeLanguage } from '../lib/language.ts';

export function LanguageSwitch({
  size = 'small',
  onChoose = chooseLanguage,
}: {
  size?: 'small' | 'medium';
  onChoose?: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={language}
      aria-label={t('language.label')}
      onChange={(_event, value: Language | null) => {
        if (value) onChoose(value);
      }}
    >
      {LANGUAGES.map((option) => (
        <ToggleButton key={option} value={option} lang={option} sx={{ px: 2 }}>
          {t(`language.${option}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
