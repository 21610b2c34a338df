// What an invitation is (spec §2/§3), shared by the phone screen and the desktop drawer: the deleted banner,
// visitor and state, the QR of its unique_id (200 px, level H) where the viewer may see it, validity on the
// access point's clock, access points (with a map), allowed weekdays and hours, and custom attributes.
// The part marked data-print-area is what "print" puts on paper.
import { type AccessKey, type AccessServer, QR_LEVEL, QR_SIZE_PX } from '@garita/contract';
import MapIcon from '@mui/icons-material/Map';
import { Alert, Box, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { isLocated } from '../../../components/maps/points-map.tsx';
import { ProviderSuffix } from '../../../lib/providers.ts';
import { useAttributeText } from '../../../lib/use-attribute-text.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { accessPointsQuery } from '../api/get-form-data.ts';
import type { InvitationActions } from '../invitation-actions.ts';
import { restrictionDays, restrictionWindow } from '../restriction-text.ts';
import { InvitationStatusChip, useKindLabel } from './status-chip.tsx';

// Leaflet is loaded only when someone opens a map.
const AccessPointMapDialog = lazy(() =>
  import('./access-point-map-dialog.tsx').then((module) => ({ default: module.AccessPointMapDialog })),
);

interface InvitationDetailsProps {
  invitation: AccessKey;
  actions: InvitationActions;
  /** The visitor's name is the screen's h1 on a phone, a sub-heading inside the desktop drawer. */
  headingLevel: 'h1' | 'h3';
  /** Hide the host for one's own invitations. */
  viewerId: number;
}

export function InvitationDetails({ invitation, actions, headingLevel, viewerId }: InvitationDetailsProps) {
  const { t } = useTranslation('invitations');
  const formatDate = useFormatDate();
  const kindLabel = useKindLabel();
  const places = useQuery({ ...accessPointsQuery, meta: { silent: true } });
  const [mapPoint, setMapPoint] = useState<AccessServer | null>(null);
  const zone = invitation.time_zone_name;
  const isDeleted = invitation.deleted_at !== null;
  const subHeading = headingLevel === 'h1' ? 'h2' : 'h4';
  const attributes = Object.entries(invitation.custom_attrs);
  const located = (id: number) => places.data?.find((point) => point.id === id && isLocated(point));
  const attributeText = useAttributeText();

  return (
    <Stack spacing={2} data-print-area data-testid="invitation-details">
      {isDeleted && (
        <Alert severity="warning" variant="filled" data-testid="deleted-banner" sx={{ fontWeight: 600 }}>
          {t('detail.deletedBanner')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component={headingLevel}
            variant={headingLevel === 'h1' ? 'h5' : 'h6'}
            sx={{ fontWeight: 800, overflowWrap: 'anywhere', color: isDeleted ? 'text.secondary' : undefined }}
          >
            {invitation.visitor_name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {kindLabel(invitation)}
            {invitation.provider && <ProviderSuffix name={invitation.provider} />}
          </Typography>
        </Box>
        <InvitationStatusChip invitation={invitation} size="medium" />
      </Box>

      {actions.showQr && invitation.unique_id && (
        <Box sx={{ display: 'grid', placeItems: 'center' }}>
          <Box
            data-testid="invitation-qr"
            sx={{ p: 2, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider', lineHeight: 0 }}
          >
            <QRCodeSVG
              value={invitation.unique_id}
              size={QR_SIZE_PX}
              level={QR_LEVEL}
              role="img"
              aria-label={t('detail.qrLabel', { name: invitation.visitor_name })}
            />
          </Box>
        </Box>
      )}
      {invitation.access_key_type_id === 5 && !isDeleted && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('detail.noQrProvider')}
        </Typography>
      )}

      {/* Greyed by its background, not by opacity: dimmed labels would fall under AA contrast. */}
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, ...(isDeleted && { bgcolor: 'grey.100' }) }}>
        <DetailList>
          <DetailItem term={t('detail.validFrom')}>
            <time dateTime={invitation.valid_from}>{formatDate(invitation.valid_from, 'dateTime', zone)}</time>
          </DetailItem>
          <DetailItem term={t('detail.validUntil')}>
            <time dateTime={invitation.valid_until}>{formatDate(invitation.valid_until, 'dateTime', zone)}</time>
          </DetailItem>
          <DetailItem term={t('detail.timeZone')} wide>
            {zone}
          </DetailItem>
          <DetailItem term={t('detail.duration')}>{durationText(invitation, t)}</DetailItem>
          {invitation.tolerance !== null && (
            <DetailItem term={t('detail.tolerance')}>{t('duration.hours', { count: invitation.tolerance })}</DetailItem>
          )}
          <DetailItem term={t('detail.passback')}>
            {t(invitation.passback_tracking ? 'detail.yes' : 'detail.no')}
          </DetailItem>
          {invitation.visitor_phone && (
            <DetailItem term={t('detail.phone')}>
              {invitation.country_code} {invitation.visitor_phone}
            </DetailItem>
          )}
          {invitation.visitor_email && <DetailItem term={t('detail.email')}>{invitation.visitor_email}</DetailItem>}
          {invitation.reason_for_visit && (
            <DetailItem term={t('detail.reason')} wide>
              {invitation.reason_for_visit}
            </DetailItem>
          )}
          {invitation.user.id !== viewerId && (
            <>
              <DetailItem term={t('detail.host')}>{invitation.user.name}</DetailItem>
              <DetailItem term={t('detail.unit')}>{invitation.user.group ?? '—'}</DetailItem>
            </>
          )}
          {invitation.notes && (
            <DetailItem term={t('detail.notes')} wide>
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {invitation.notes}
              </Box>
            </DetailItem>
          )}
        </DetailList>
      </Paper>

      <Box component="section" aria-labelledby={`access-points-${invitation.id}`}>
        <Typography
          id={`access-points-${invitation.id}`}
          component={subHeading}
          variant="subtitle1"
          sx={{ fontWeight: 700, mb: 0.5 }}
        >
          {t('detail.accessPoints')}
        </Typography>
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {invitation.access_servers.map((server) => {
            const point = located(server.id);
            return (
              <Box component="li" key={server.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{server.name}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {server.venue_name}
                  </Typography>
                </Box>
                {point && (
                  <Tooltip title={t('detail.showMap', { name: server.name })}>
                    <IconButton
                      aria-label={t('detail.showMap', { name: server.name })}
                      onClick={() => setMapPoint(point)}
                      className="no-print"
                    >
                      <MapIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Box>
            );
          })}
        </Stack>
      </Box>

      {invitation.key_restriction && <RestrictionSection invitation={invitation} headingComponent={subHeading} />}

      {attributes.length > 0 && (
        <Box component="section" aria-labelledby={`attributes-${invitation.id}`}>
          <Typography
            id={`attributes-${invitation.id}`}
            component={subHeading}
            variant="subtitle1"
            sx={{ fontWeight: 700, mb: 0.5 }}
          >
            {t('detail.attributes')}
          </Typography>
          <DetailList>
            {attributes.map(([name, value]) => (
              <DetailItem key={name} term={name}>
                {attributeText(value)}
              </DetailItem>
            ))}
          </DetailList>
        </Box>
      )}
      {mapPoint && (
        <Suspense fallback={null}>
          <AccessPointMapDialog point={mapPoint} onClose={() => setMapPoint(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

function RestrictionSection({
  invitation,
  headingComponent,
}: {
  invitation: AccessKey;
  headingComponent: 'h2' | 'h4';
}) {
  const { t } = useTranslation('invitations');
  const restriction = invitation.key_restriction;
  if (!restriction) return null;
  const window = restrictionWindow(restriction);
  const { everyDay, days } = restrictionDays(restriction);
  return (
    <Box component="section" aria-labelledby={`restriction-${invitation.id}`} data-testid="invitation-restriction">
      <Typography
        id={`restriction-${invitation.id}`}
        component={headingComponent}
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 0.5 }}
      >
        {t('detail.restriction')}
      </Typography>
      <DetailList>
        <DetailItem term={t('detail.weekdays')} wide>
          {everyDay ? (
            t('detail.everyDay')
          ) : (
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {days.map((day) => (
                <Chip key={day} size="small" label={t(`weekdays.${day}`)} />
              ))}
            </Box>
          )}
        </DetailItem>
        <DetailItem term={t('detail.hours')} wide>
          {window.allDay
            ? t('detail.allDay')
            : t(window.endsNextDay ? 'detail.hoursRangeNextDay' : 'detail.hoursRange', {
                from: window.from,
                to: window.to,
              })}
        </DetailItem>
      </DetailList>
    </Box>
  );
}

type Translate = ReturnType<typeof useTranslation<'invitations'>>['t'];

function durationText(invitation: AccessKey, t: Translate): string {
  const unit = invitation.temporary_duration;
  if (invitation.access_key_type_id === 2 && invitation.duration && unit) {
    if (unit === 'days' || unit === 'weeks' || unit === 'months' || unit === 'hours')
      return t(`duration.${unit}`, { count: invitation.duration });
  }
  if (invitation.visitor_duration) return t('duration.hours', { count: invitation.visitor_duration });
  return '—';
}
