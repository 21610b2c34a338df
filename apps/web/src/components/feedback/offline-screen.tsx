// Replaces the app while the browser is offline (spec §2); it goes away by itself when the connection returns.
// Plain elements: it can replace the login screen, which loads no MUI (docs/web.md, "The first screens without MUI").
import { useTranslation } from 'react-i18next';
import { PlainIcon, WIFI_OFF_ICON } from '../plain-icon.tsx';
import styles from './offline-screen.module.css';

export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.screen} data-screen="offline">
      <div className={styles.body}>
        <PlainIcon path={WIFI_OFF_ICON} size={72} className={styles.icon} />
        <h1 className={styles.title}>{t('offline.title')}</h1>
        <p className={styles.text}>{t('offline.body')}</p>
      </div>
    </main>
  );
}
