// Where the invitation opens: each access point with its venue, address and a link to the maps app.
import type { PublicAccessPoint } from '@garita/contract';
import { useTranslation } from 'react-i18next';
import controls from '../../../components/plain-controls.module.css';
import { PlainIcon } from '../../../components/plain-icon.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { mapsLink } from '../../../lib/maps-link.ts';
import { MAP_ICON, PLACE_ICON } from './icons.ts';
import styles from './public-invitation.module.css';

export function InvitationPlaces({ places }: { places: PublicAccessPoint[] }) {
  const { t } = useTranslation('public-invitation');
  if (places.length === 0) return null;
  return (
    <section aria-labelledby="invitation-where">
      <h2 id="invitation-where" className={styles.sectionTitle}>
        {t('where')}
      </h2>
      <ul className={styles.places}>
        {places.map((place) => {
          const href = mapsLink(place);
          return (
            <li key={`${place.name}-${place.address}`} className={styles.place} data-testid="invitation-place">
              <PlainIcon path={PLACE_ICON} className={styles.placeIcon} />
              <div className={styles.placeText}>
                <span className={styles.placeName}>{place.name}</span>
                {place.venue_name && place.venue_name !== place.name && (
                  <span className={styles.placeLine}>{place.venue_name}</span>
                )}
                {place.address && <span className={`${styles.placeLine} ${styles.secondary}`}>{place.address}</span>}
                {href && (
                  <a
                    className={`${controls.outlined} ${styles.mapButton}`}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <PlainIcon path={MAP_ICON} size={20} />
                    {t('openMap')}
                    <VisuallyHidden>{` ${place.name} ${t('opensInNewTab')}`}</VisuallyHidden>
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
