// The product mark: a gate house in the brand colours, with the name and, optionally, the tagline. Plain
// elements: the login screen shows it before any of MUI has loaded (docs/web.md, "The first screens without MUI").
import { useTranslation } from 'react-i18next';
import styles from './brand.module.css';

/** The mark alone; `className` places it (index.html's splash: `garita-splash`). */
export function GateMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      className={className ? `${styles.mark} ${className}` : styles.mark}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="12" fill="#10418a" />
      <path d="M14 50V26l18-12 18 12v24H40V34H24v16z" fill="#fff" />
      <rect x="28" y="38" width="8" height="12" fill="#ff8000" />
    </svg>
  );
}

interface BrandProps {
  name?: string;
  showTagline?: boolean;
  size?: number;
  /** Let a long network name take two lines instead of being cut. */
  wrap?: boolean;
}

export function Brand({ name, showTagline = false, size = 40, wrap = false }: BrandProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.brand}>
      <GateMark size={size} />
      <div className={styles.words}>
        <div className={wrap ? `${styles.name} ${styles.wrap}` : styles.name}>{name ?? t('appName')}</div>
        {showTagline && <div className={styles.tagline}>{t('tagline')}</div>}
      </div>
    </div>
  );
}
