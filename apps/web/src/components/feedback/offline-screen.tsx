// Replaces the app while the browser is offline (spec §2); it goes away by itself when the connection returns.
// Plain elements: it can replace the login screen, which loads no MUI (docs/web.md, "The first screen without MUI").
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../plain-icon.tsx';
import styles from './offline-screen.module.css';

export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.screen} data-screen="offline">
      <div className={styles.body}>
        <PlainIcon name="wifiOff" size={72} className={styles.icon} />
        <h1 className={styles.title}>{t('offline.title')}</h1>
        <p className={styles.text}>{t('offline.body')}</p>
      </div>
    </main>
  );
}
