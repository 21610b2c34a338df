// One invitation as its visitor sees it: name, host, type, state, the QR while the key can open a gate
// (else the reason there is none), when (access point's clock, restrictions) and where.
import type { PublicInvitation, PublicInvitationStatus } from '@garita/contract';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Alert, type AlertColor, Box, Chip, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyQr } from '../../../components/key-qr.tsx';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { InvitationPlaces } from './invitation-places.tsx';
import { InvitationSchedule } from './invitation-schedule.tsx';

const STATUS_LOOK: Record<PublicInvitationStatus, { color: AlertColor; icon: ReactElement }> = {
  valid: { color: 'success', icon: <CheckIcon /> },
  not_yet_valid: { color: 'info', icon: <ScheduleIcon /> },
  expired: { color: 'warning', icon: <EventBusyIcon /> },
  used: { color: 'warning', icon: <DoneAllIcon /> },
  deleted: { color: 'error', icon: <CancelIcon /> },
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
    <Box data-testid="public-invitation" data-status={invitation.status} sx={{ display: 'grid', gap: 2.5, mt: 3 }}>
      <Box>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          {t('title')}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {invitation.visitor_name}
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('invitedBy', { host })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
          <Chip
            icon={look.icon}
            label={t(`status.${invitation.status}`)}
            color={look.color}
            data-testid="invitation-status"
          />
          <Chip label={typeLabel} variant="outlined" sx={{ maxWidth: '100%' }} />
        </Box>
      </Box>

      {invitation.qr_payload && (
        <Box component="figure" sx={{ m: 0, display: 'grid', justifyItems: 'center', gap: 1 }}>
          <KeyQr
            value={invitation.qr_payload}
            label={t('qrLabel', { name: invitation.visitor_name })}
            testId="invitation-qr"
          />
          <Typography component="figcaption" sx={{ fontWeight: 600, textAlign: 'center' }}>
            {t('showAtGate')}
          </Typography>
        </Box>
      )}

      {notice && (
        <Alert severity={notice.color} data-testid="invitation-notice">
          {notice.text}
        </Alert>
      )}

      <InvitationSchedule invitation={invitation} />
      <InvitationPlaces places={invitation.access_servers} />
    </Box>
  );
}
