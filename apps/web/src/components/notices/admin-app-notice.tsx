// Tells a network admin who opened the guard/host (mobile) app that the admin application exists (spec §1).
import { useTranslation } from 'react-i18next';
import { storedValue } from '../../lib/stored-value.ts';
import { PlainAlert } from '../plain-alert.tsx';
import controls from '../plain-controls.module.css';

const dismissed = storedValue('garita.adminNoticeDismissed', ['1'], () => sessionStorage);

export function AdminAppNotice({ onOpenAdminApp }: { onOpenAdminApp: () => void }) {
  const { t } = useTranslation();
  if (dismissed.use()) return null;
  return (
    <PlainAlert
      severity="info"
      testId="admin-app-notice"
      onClose={() => dismissed.set('1')}
      closeText={t('adminNotice.dismiss')}
      square
    >
      {t('adminNotice.text')}{' '}
      <button
        type="button"
        className={`${controls.outlined} ${controls.small} ${controls.below}`}
        onClick={onOpenAdminApp}
      >
        {t('adminNotice.link')}
      </button>
    </PlainAlert>
  );
}
