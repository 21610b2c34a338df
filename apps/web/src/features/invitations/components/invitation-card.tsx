// One invitation on a phone: visitor and state, kind (and provider), validity on the access point's
// clock, access points and, when it is someone else's, the host. A deleted one is greyed with a banner.
import type { AccessKey } from '@garita/contract';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProviderName } from '../../../lib/providers.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { InvitationStatusChip, useKindLabel } from './status-chip.tsx';

interface InvitationCardProps {
  invitation: AccessKey;
  /** The signed-in user: their own invitations do not repeat their name. */
  viewerId: number;
}

export function InvitationCard({ invitation, viewerId }: InvitationCardProps) {
  const { t } = useTranslation('invitations');
  const formatDate = useFormatDate();
  const kindLabel = useKindLabel();
  const providerName = useProviderName();
  const isDeleted = invitation.deleted_at !== null;
  const zone = invitation.time_zone_name;
  const host = [invitation.user.name, invitation.user.group].filter(Boolean).join(' · ');
  return (
    <Card
      variant="outlined"
      component="li"
      data-testid="invitation-card"
      data-deleted={isDeleted || undefined}
      sx={isDeleted ? { bgcolor: 'grey.100', borderColor: 'grey.300' } : undefined}
    >
      {isDeleted && (
        <Box
          sx={{ bgcolor: 'grey.300', color: 'text.primary', px: 1.5, py: 0.25, typography: 'caption', fontWeight: 700 }}
        >
          {t('card.deletedBanner')}
        </Box>
      )}
      <CardActionArea
        component={Link}
        to={`/invitation/${invitation.id}`}
        sx={{
          p: 1.5,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 0.5,
          alignItems: 'start',
          color: isDeleted ? 'text.secondary' : undefined,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {invitation.visitor_name}
          </Typography>
          {!isDeleted && <InvitationStatusChip invitation={invitation} />}
        </Box>
        <Typography variant="body2">
          <Box component="time" dateTime={invitation.valid_from} sx={{ fontWeight: 700 }}>
            {formatDate(invitation.valid_from, 'dateTime', zone)}
          </Box>{' '}
          – <time dateTime={invitation.valid_until}>{formatDate(invitation.valid_until, 'dateTime', zone)}</time>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {invitation.access_servers.map((server) => server.name).join(', ')}
        </Typography>
        {invitation.user.id !== viewerId && host && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('card.host')}:
            </Box>{' '}
            {host}
          </Typography>
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {kindLabel(invitation)}
          {invitation.provider ? ` · ${providerName(invitation.provider)}` : ''}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
