// The arrival notices of a resident (docs/live.md): "Ana López entered at Caseta Principal, 21:04", in the access
// point's time, until dismissed. Announced politely to screen readers.
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { arrivalTime, dismissArrival, useArrivals } from './arrivals.ts';

export function LiveArrivals() {
  const { t, i18n } = useTranslation('live');
  const all = useArrivals();
  // The server sends arrivals only to a user whose switch is on; a switch turned off in this tab hides them at once.
  const arrivals = useSession()?.user.push_notification === false ? [] : all;
  return (
    <Stack
      role="status"
      aria-live="polite"
      aria-label={t('arrivals')}
      data-testid="live-arrivals"
      spacing={1}
      sx={{
        position: 'fixed',
        // Below the app bar (56 px on a phone, 64 px wider): on top of it, a notice's close button sat on the
        // profile button at 390 px, and a tap meant for one reached the other.
        top: { xs: 64, sm: 72 },
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(480px, calc(100vw - 16px))',
        zIndex: (theme) => theme.zIndex.snackbar,
        // Taps pass through to the bar and the page below; only the close button takes them.
        pointerEvents: 'none',
      }}
    >
      {arrivals.map((arrival) => (
        <Alert
          key={arrival.id}
          severity="info"
          variant="filled"
          data-testid="arrival-notice"
          onClose={() => dismissArrival(arrival.id)}
          sx={{ '& .MuiAlert-action': { pointerEvents: 'auto' } }}
          closeText={t('dismiss')}
        >
          {t('arrival', {
            name: arrival.visitor_name,
            place: arrival.access_point_name,
            time: arrivalTime(arrival.at, arrival.time_zone, i18n.resolvedLanguage ?? 'en'),
          })}
        </Alert>
      ))}
    </Stack>
  );
}
