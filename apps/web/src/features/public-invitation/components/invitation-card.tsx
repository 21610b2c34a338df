// One invitation as its visitor sees it: name, host, type, state, the QR while the key can open a gate
// (else the reason there is none), when (access point's clock, restrictions) and where.
import type { PublicInvitation, PublicInvitationStatus } from '@garita/contract';
import { useTranslation } from 'react-i18next';
import { KeyQr } from '../../../components/key-qr.tsx';
import { PlainAlert, type PlainSeverity } from '../../../components/plain-alert.tsx';
import { PlainIcon, SUCCESS_ICON } from '../../../components/plain-icon.tsx';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { CANCEL_ICON, DONE_ALL_ICON, EVENT_BUSY_ICON, SCHEDULE_ICON } from './icons.ts';
import { InvitationPlaces } from './invitation-places.tsx';
import { InvitationSchedule } from './invitation-schedule.tsx';
import styles from './public-invitation.module.css';

const STATUS_LOOK: Record<PublicInvitationStatus, { color: PlainSeverity; icon: string }> = {
  valid: { color: 'success', icon: SUCCESS_ICON },
  not_yet_valid: { color: 'info', icon: SCHEDULE_ICON },
  expired: { color: 'warning', icon: EVENT_BUSY_ICON },
  used: { color: 'warning', icon: DONE_ALL_ICON },
  deleted: { color: 'error', icon: CANCEL_ICON },
};

export function InvitationCard({ invitation }: { invitation: PublicInvitation }) {
  const { t } = useTranslation('public-invitation');
  const formatDate = useFormatDate();
  const zone = invitation.time_zone_name;
  const host = invitation.host_name;
  const look = STATUS_LOOK[invitation.status];
  const typeName = invitation.event_name ?? invitation.provider;
  const typeLabel = t(`types.${invitation.type}`) + (typeName ? ` · ${typeName}` : '');

  const notice = (() => {
    if (invitation.qr_payload)
      return invitation.status === 'valid' ? null : { color: 'info' as const, text: t('notice.inside') };
    switch (invitation.status) {
      case 'valid':
        return { color: 'info' as const, text: t('notice.provider') };
      case 'not_yet_valid':
        return {
          color: look.color,
          text: t('notice.notYetValid', { from: formatDate(invitation.valid_from, 'dateTime', zone) }),
        };
      case 'expired':
        return {
          color: look.color,
          text: t('notice.expired', { until: formatDate(invitation.valid_until, 'dateTime', zone), host }),
        };
      case 'used':
        return { color: look.color, text: t('notice.used', { host }) };
      case 'deleted':
        return { color: look.color, text: t('notice.deleted', { host }) };
    }
  })();

  return (
    <div className={styles.invitation} data-testid="public-invitation" data-status={invitation.status}>
      <div>
        <p className={styles.overline}>{t('title')}</p>
        <h1 className={styles.title}>{invitation.visitor_name}</h1>
        <p className={`${styles.invitedBy} ${styles.secondary}`}>{t('invitedBy', { host })}</p>
        <div className={styles.chips}>
          <span className={`${styles.chip} ${styles[look.color]}`} data-testid="invitation-status">
            <PlainIcon path={look.icon} size={20} />
            <span>{t(`status.${invitation.status}`)}</span>
          </span>
          <span className={`${styles.chip} ${styles.outlinedChip}`}>
            <span>{typeLabel}</span>
          </span>
        </div>
      </div>

      {invitation.qr_payload && (
        <figure className={styles.qr}>
          <KeyQr
            value={invitation.qr_payload}
            label={t('qrLabel', { name: invitation.visitor_name })}
            testId="invitation-qr"
          />
          <figcaption>{t('showAtGate')}</figcaption>
        </figure>
      )}

      {notice && (
        <PlainAlert severity={notice.color} testId="invitation-notice">
          {notice.text}
        </PlainAlert>
      )}

      <InvitationSchedule invitation={invitation} />
      <InvitationPlaces places={invitation.access_servers} />
    </div>
  );
}
