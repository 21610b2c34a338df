// The app's transient message at the bottom centre, cleared after ERROR_MESSAGE_MS (3 s, spec §2/§8).
import { ERROR_MESSAGE_MS } from '@garita/contract';
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
      autoHideDuration={ERROR_MESSAGE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above the mobile bottom menu.
      sx={{ bottom: { xs: 80, lg: 24 } }}
    >
      {notice ? (
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={close}
          closeText={t('close')}
          data-testid="notice"
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
