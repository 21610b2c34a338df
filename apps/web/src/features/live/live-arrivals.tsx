// The arrival notices of a resident (docs/live.md): "Ana López entered at Caseta Principal, 21:04", in the access
// point's time, until dismissed. Announced politely to screen readers.
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../components/plain-alert.tsx';
import { useSession } from '../../lib/session.ts';
import { arrivalTime, dismissArrival, useArrivals } from './arrivals.ts';
import styles from './live-arrivals.module.css';

export function LiveArrivals() {
  const { t, i18n } = useTranslation('live');
  const all = useArrivals();
  // The server sends arrivals only to a user whose switch is on; a switch turned off in this tab hides them at once.
  const arrivals = useSession()?.user.push_notification === false ? [] : all;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('arrivals')}
      data-testid="live-arrivals"
      className={styles.stack}
    >
      {arrivals.map((arrival) => (
        <PlainAlert
          key={arrival.id}
          severity="info"
          variant="filled"
          testId="arrival-notice"
          onClose={() => dismissArrival(arrival.id)}
          closeText={t('dismiss')}
        >
          {t('arrival', {
            name: arrival.visitor_name,
            place: arrival.access_point_name,
            time: arrivalTime(arrival.at, arrival.time_zone, i18n.resolvedLanguage ?? 'en'),
          })}
        </PlainAlert>
      ))}
    </div>
  );
}
