// What an event is (spec §2 event detail): its description, when it happens on its access point's clock (the
// zone named), the tolerance, where, whose it is and how many guests it has. Used by the detail screen and
// the desktop details drawer.
import type { Event } from '@garita/contract';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../../components/detail-list.tsx';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '../../../lib/language.ts';
import { eventTimeRange } from '../event-times.ts';

export function EventSummary({ event }: { event: Event }) {
  const { t, i18n } = useTranslation('events');
  const language = normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const range = eventTimeRange(event, language);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      <DetailItem inline small term={t('detail.description')}>
        {event.description}
      </DetailItem>
      <DetailItem inline small term={t('detail.when')} valueTestId="event-when">
        <span data-testid="event-start">{range.start}</span> – <span data-testid="event-end">{range.end}</span>
      </DetailItem>
      <DetailItem inline small term={t('detail.timeZone')} valueTestId="event-zone">
        {event.time_zone_name}
      </DetailItem>
      <DetailItem inline small term={t('detail.tolerance')}>
        {t('fields.hours', { count: event.tolerance })}
      </DetailItem>
      <DetailItem inline small term={t('detail.accessPoints')}>
        {event.access_servers.map((server) => server.name).join(', ') || '—'}
      </DetailItem>
      <DetailItem inline small term={t('detail.host')}>
        {event.user.network_group ? `${event.user.name} · ${event.user.network_group.name}` : event.user.name}
      </DetailItem>
      <DetailItem inline small term={t('detail.guestCount')} valueTestId="event-guest-count">
        {event.number_of_guests}
      </DetailItem>
    </Box>
  );
}
