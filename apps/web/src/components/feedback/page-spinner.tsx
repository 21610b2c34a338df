// What a screen shows while its code or first data loads. Plain elements and a static style sheet: it is the
// first thing many screens paint, before MUI has arrived (docs/web.md, "The first screens without MUI").
import { useTranslation } from 'react-i18next';
import styles from './page-spinner.module.css';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.holder} role="status" aria-live="polite">
      <Spinner label={t('loading')} />
    </div>
  );
}

/**
 * The ring alone: named when it is the only sign of progress, else hidden beside the words that say it.
 * `className` resizes or recolours it (the camera's white 56 px ring).
 */
export function Spinner({
  label,
  small = false,
  className: extra,
}: {
  label?: string;
  small?: boolean;
  className?: string;
}) {
  const className = [styles.spinner, small && styles.small, extra].filter(Boolean).join(' ');
  return label ? (
    <span className={className} role="progressbar" aria-label={label} />
  ) : (
    <span className={className} aria-hidden="true" />
  );
}
