// Tells a network admin who opened the guard/host (mobile) app that the admin application exists (spec §1).
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { storedValue } from '../../lib/stored-value.ts';

const dismissed = storedValue('garita.adminNoticeDismissed', ['1'], () => sessionStorage);

export function AdminAppNotice({ onOpenAdminApp }: { onOpenAdminApp: () => void }) {
  const { t } = useTranslation();
  if (dismissed.use()) return null;
  return (
    <Alert
      severity="info"
      data-testid="admin-app-notice"
      onClose={() => dismissed.set('1')}
      closeText={t('adminNotice.dismiss')}
      sx={{ borderRadius: 0 }}
    >
      {t('adminNotice.text')}{' '}
      <Button size="small" variant="outlined" onClick={onOpenAdminApp} sx={{ mt: 1, display: 'flex' }}>
        {t('adminNotice.link')}
      </Button>
    </Alert>
  );
}
