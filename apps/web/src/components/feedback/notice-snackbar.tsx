// The app's transient message at the bottom centre (spec §2/§8), cleared after 3 s by lib/notify.ts whatever the
// pointer does. It sits above the phone's bottom menu and lets taps through to what it covers (a form's bottom
// button, a guard's action bar): only its close button takes them. Plain elements and a static style sheet, as
// the login screen shows it before any of MUI has loaded (docs/web.md, "The first screens without MUI").
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotice, type NoticeSeverity, useNotice } from '../../lib/notify.ts';
import { CLOSE_ICON, ERROR_ICON, INFO_ICON, PlainIcon, SUCCESS_ICON } from '../plain-icon.tsx';
import styles from './notice-snackbar.module.css';

const ICONS: Record<NoticeSeverity, string> = { error: ERROR_ICON, success: SUCCESS_ICON, info: INFO_ICON };

export function NoticeSnackbar() {
  const { t } = useTranslation();
  const notice = useNotice();
  const id = notice?.id;
  // Escape closes it, as it did MUI's Snackbar.
  useEffect(() => {
    if (id === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissNotice(id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [id]);
  if (!notice) return null;
  return (
    <div className={styles.snackbar} key={notice.id}>
      <div className={`${styles.alert} ${styles[notice.severity]}`} role="alert" data-testid="notice">
        <span className={styles.icon}>
          <PlainIcon path={ICONS[notice.severity]} size={22} />
        </span>
        <span className={styles.message} data-testid="notice-text">
          {notice.text}
        </span>
        <button
          type="button"
          className={styles.close}
          aria-label={t('close')}
          title={t('close')}
          onClick={() => dismissNotice(notice.id)}
        >
          <PlainIcon path={CLOSE_ICON} size={20} />
        </button>
      </div>
    </div>
  );
}
