// When the invitation opens the gate: from/until on the key's access point's clock (with the zone named,
// since the visitor may be elsewhere), and the weekday/hour restriction when there is one.
import type { PublicInvitation } from '@garita/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '../../../lib/language.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { zoneLabel } from '../invitation-view.ts';
import { restrictionDays, restrictionHours } from '../key-restriction.ts';

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
    <Box component="section" aria-labelledby="invitation-when">
      <Typography id="invitation-when" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('when')}
      </Typography>
      <Box
        component="dl"
        data-testid="invitation-schedule"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0, mt: 1 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('timeZone', { zone: zoneLabel(zone) })}
      </Typography>
    </Box>
  );
}
