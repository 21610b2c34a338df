// An event and its guests (spec §2 event detail), for the detail screen and the desktop details drawer: the
// summary, then the guest list with "add guest" for whoever manages the guests (not admins, §6).
import type { Event } from '@garita/contract';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventSummary } from './event-summary.tsx';
import { GuestKeyList } from './guest-key-list.tsx';

export function EventDetailView({ event, isAdmin }: { event: Event; isAdmin: boolean }) {
  const { t } = useTranslation('events');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <EventSummary event={event} />
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 1.5 }}
        component="section"
        aria-labelledby="event-guests"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="event-guests" component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
            {t('guestList.title', { count: event.number_of_guests })}
          </Typography>
          {!isAdmin && (
            <Button
              component={Link}
              to={`/add-event-guest/${event.id}`}
              variant="contained"
              size="small"
              startIcon={<PersonAddIcon />}
            >
              {t('guestList.add')}
            </Button>
          )}
        </Box>
        <GuestKeyList
          eventId={event.id}
          places={event.access_servers.map((point) => point.name)}
          timeZone={event.access_servers[0]?.time_zone_name ?? event.time_zone_name}
          isAdmin={isAdmin}
        />
      </Paper>
    </Box>
  );
}
