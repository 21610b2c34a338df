// What a screen shows while its code or first data loads. Plain elements and a static style sheet: it is the
// first thing many screens paint, before MUI has arrived (docs/web.md, "The first screens without MUI").
import { useTranslation } from 'react-i18next';
import { GateMark } from '../brand.tsx';
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
 * A first screen's wait where index.html's splash stood (a share link's page, whose code the start page asks for
 * with the entry): the same mark in the same place, so the first paint stays until the page replaces it, where a
 * spinner drawn for a moment between the two read as a flicker. The spinner and its words come under the mark only
 * when the wait is long (`late`).
 */
export function SplashWait() {
  const { t } = useTranslation();
  return (
    <>
      <GateMark size={64} className="garita-splash" />
      <div className={styles.underSplash} role="status" aria-live="polite">
        <Spinner label={t('loading')} />
      </div>
    </>
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
