// English / Español switch; the choice is remembered for the next visits unless the page handles it
// (the public invitation page follows its link's language instead). Plain buttons: the login screen shows it
// before any of MUI has loaded (docs/web.md, "The first screens without MUI").
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/i18n-rest.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, normalizeLanguage } from '../lib/language.ts';
import styles from './language-switch.module.css';

export function LanguageSwitch({
  size = 'small',
  onChoose = chooseLanguage,
}: {
  size?: 'small' | 'medium';
  onChoose?: (language: Language) => void | Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const language = normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const optionClass = size === 'medium' ? `${styles.option} ${styles.medium}` : styles.option;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, as MUI's ToggleButtonGroup renders it
    <div className={styles.group} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          className={optionClass}
          lang={option}
          aria-pressed={option === language}
          onClick={() => {
            if (option !== language) void onChoose(option);
          }}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
