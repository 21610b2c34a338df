// The guard's "offline" banner (docs/offline.md, "Offline on the device"): shown on the guard's screens while
// Garita's server cannot be reached and the device decides scans on its own snapshot. A status, not an alert: it
// is announced once when it appears, and stays until the server answers again.
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../plain-alert.tsx';

/** Material's CloudOff. */
const CLOUD_OFF_ICON =
  'M19.35 10.04C18.67 6.59 15.64 4 12 4c-1.48 0-2.85.43-4.01 1.17l1.46 1.46C10.21 6.23 11.08 6 12 6c3.04 0 5.5 2.46 5.5 5.5v.5H19c1.66 0 3 1.34 3 3 0 1.13-.64 2.11-1.56 2.62l1.45 1.45C23.16 18.16 24 16.68 24 15c0-2.64-2.05-4.78-4.65-4.96M3 5.27l2.75 2.74C2.56 8.15 0 10.77 0 14c0 3.31 2.69 6 6 6h11.73l2 2L21 20.73 4.27 4zM7.73 10l8 8H6c-2.21 0-4-1.79-4-4s1.79-4 4-4z';

export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <PlainAlert severity="warning" variant="filled" icon={CLOUD_OFF_ICON} role="status" testId="offline-banner" square>
      <strong>{t('offline.banner')}</strong>
    </PlainAlert>
  );
}
