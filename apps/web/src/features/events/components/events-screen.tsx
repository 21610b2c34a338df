// Screen events (/events on a phone, spec §2): the user's events, newest first, with search and filters by
// access point and — except for secondary hosts — by user; a new icon to /new-event; a card opens
// /event-detail/{id}. Times are on each event's access point clock.
import type { Event } from '@garita/contract';
import AddIcon from '@mui/icons-material/AddCircle';
import GroupIcon from '@mui/icons-material/Group';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Card, CardActionArea, CardContent, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardListBody } from '../../../components/lists/card-list-body.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session.ts';
import { eventTimeRange } from '../event-times.ts';
import { EventFilters } from './event-filters.tsx';
import { SCREEN_SX } from './screen-sx.ts';
import { useEventList } from './use-event-list.ts';

export default function EventsScreen() {
  const session = useSession();
  if (!session) return null;
  return <EventsList me={session.user} />;
}

function EventsList({ me }: { me: NonNullable<ReturnType<typeof useSession>>['user'] }) {
  const { t } = useTranslation('events');
  const { paging, filters, setFilters, list, userOptions, accessPoints } = useEventList(me);
  const events = list.data?.events;
  const isFiltered = !!paging.query || filters.userId !== null || filters.accessServerId !== null;
  return (
    <Box sx={SCREEN_SX}>
      <ScreenHeader
        title={t('title')}
        actions={
          <Tooltip title={t('new.title')}>
            <IconButton component={Link} to="/new-event" color="primary" aria-label={t('new.title')}>
              <AddIcon fontSize="large" />
            </IconButton>
          </Tooltip>
        }
      />
      <SearchField label={t('search')} value={paging.search} onChange={paging.setSearch} fullWidth />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: userOptions ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          gap: 1.5,
        }}
      >
        <EventFilters values={filters} onChange={setFilters} users={userOptions} accessPoints={accessPoints} />
      </Box>
      <CardListBody
        label={t('title')}
        loadingLabel={t('loading')}
        emptyText={isFiltered ? t('emptyFiltered') : t('empty')}
        isLoading={list.isPending}
        isEmpty={!events?.length}
        isStale={list.isPlaceholderData}
        isFetching={list.isFetching}
      >
        {events?.map((event) => (
          <EventCard key={event.id} event={event} showHost={event.user.id !== me.id} />
        ))}
      </CardListBody>
      <ListPager paging={paging} totalPages={list.data?.total_pages} />
    </Box>
  );
}

function EventCard({ event, showHost }: { event: Event; showHost: boolean }) {
  const { t, i18n } = useTranslation('events');
  const range = eventTimeRange(event, normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE);
  return (
    <Card component="li" variant="outlined" data-testid="event-card">
      <CardActionArea component={Link} to={`/event-detail/${event.id}`}>
        <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 700, overflowWrap: 'anywhere' }}>
              {event.name}
            </Typography>
            <Chip
              size="small"
              icon={<GroupIcon />}
              label={t('card.guests', { count: event.number_of_guests })}
              variant="outlined"
            />
          </Box>
          <Typography variant="body2">
            {range.start} – {range.end}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceIcon fontSize="inherit" aria-hidden />
            {event.access_servers.map((server) => server.name).join(', ') || '—'}
          </Typography>
          {showHost && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('card.host', { name: event.user.name })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
