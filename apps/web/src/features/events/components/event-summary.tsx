// What an event is (spec §2 event detail): its description, when it happens on its access point's clock (the
// zone named), the tolerance, where, whose it is and how many guests it has. Used by the detail screen and
// the desktop details drawer.
import type { Event } from '@garita/contract';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '../../../lib/language.ts';
import { eventTimeRange } from '../event-times.ts';

function Item({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

export function EventSummary({ event }: { event: Event }) {
  const { t, i18n } = useTranslation('events');
  const language = normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const range = eventTimeRange(event, language);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      <Item term={t('detail.description')}>{event.description}</Item>
      <Item term={t('detail.when')} testId="event-when">
        <span data-testid="event-start">{range.start}</span> – <span data-testid="event-end">{range.end}</span>
      </Item>
      <Item term={t('detail.timeZone')} testId="event-zone">
        {event.time_zone_name}
      </Item>
      <Item term={t('detail.tolerance')}>{t('fields.hours', { count: event.tolerance })}</Item>
      <Item term={t('detail.accessPoints')}>{event.access_servers.map((server) => server.name).join(', ') || '—'}</Item>
      <Item term={t('detail.host')}>
        {event.user.network_group ? `${event.user.name} · ${event.user.network_group.name}` : event.user.name}
      </Item>
      <Item term={t('detail.guestCount')} testId="event-guest-count">
        {event.number_of_guests}
      </Item>
    </Box>
  );
}
