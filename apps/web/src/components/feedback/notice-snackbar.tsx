// The app's transient message at the bottom centre (spec §2/§8), cleared after 3 s by lib/notify.ts whatever the
// pointer does. It sits above the phone's bottom menu and lets taps through to what it covers (a form's bottom
// button, a guard's action bar): only its close button takes them.
import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dismissNotice, useNotice } from '../../lib/notify.ts';

export function NoticeSnackbar() {
  const { t } = useTranslation();
  const notice = useNotice();
  const close = () => {
    if (notice) dismissNotice(notice.id);
  };
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above the mobile bottom menu.
      sx={{ bottom: { xs: 80, lg: 24 }, pointerEvents: 'none' }}
    >
      {notice ? (
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={close}
          closeText={t('close')}
          data-testid="notice"
          sx={{ width: '100%', alignItems: 'center', '& .MuiAlert-action': { pointerEvents: 'auto' } }}
        >
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
