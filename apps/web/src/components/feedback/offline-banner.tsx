// The guard's "offline" banner (docs/offline.md, "Offline on the device"): shown on the guard's screens while
// Garita's server cannot be reached and the device decides scans on its own snapshot. A status, not an alert: it
// is announced once when it appears, and stays until the server answers again.
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      variant="filled"
      icon={<CloudOffIcon fontSize="inherit" />}
      role="status"
      data-testid="offline-banner"
      sx={{ borderRadius: 0, fontWeight: 700 }}
    >
      {t('offline.banner')}
    </Alert>
  );
}
