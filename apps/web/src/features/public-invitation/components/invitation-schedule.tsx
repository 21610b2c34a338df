// When the invitation opens the gate: from/until on the key's access point's clock (with the zone named,
// since the visitor may be elsewhere), and the weekday/hour restriction when there is one.
import type { PublicInvitation } from '@garita/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '../../../lib/language.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { zoneLabel } from '../invitation-view.ts';
import { restrictionDays, restrictionHours } from '../key-restriction.ts';
import styles from './public-invitation.module.css';

export function InvitationSchedule({ invitation }: { invitation: PublicInvitation }) {
  const { t, i18n } = useTranslation('public-invitation');
  const language = normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const formatDate = useFormatDate();
  const zone = invitation.time_zone_name;
  const restriction = invitation.key_restriction;
  const days = restriction ? restrictionDays(restriction, language) : null;
  const hours = restriction ? restrictionHours(restriction, language) : null;

  const rows: [string, string][] = [
    [t('validFrom'), formatDate(invitation.valid_from, 'dateTime', zone)],
    [t('validUntil'), formatDate(invitation.valid_until, 'dateTime', zone)],
  ];
  if (days) rows.push([t('days'), days]);
  if (hours)
    rows.push([
      t('hours'),
      t(hours.endsNextDay ? 'hoursNextDay' : 'hoursRange', { start: hours.start, end: hours.end }),
    ]);

  return (
    <section aria-labelledby="invitation-when">
      <h2 id="invitation-when" className={styles.sectionTitle}>
        {t('when')}
      </h2>
      <dl className={styles.schedule} data-testid="invitation-schedule">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p className={styles.note}>{t('timeZone', { zone: zoneLabel(zone) })}</p>
    </section>
  );
}
