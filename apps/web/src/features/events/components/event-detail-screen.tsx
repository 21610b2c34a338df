// Screen event-detail (/event-detail/:eventId): name, description, date and time range on the access point's
// clock, guest count and the searchable guest list, 5 a page (spec §2). Edit goes to /edit-event/{id}, add
// guest to /add-event-guest/{id}, edit guest to /edit-event-guest/{id}/{guestId}; back goes to /events.
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { EventDetailView } from './event-detail-view.tsx';
import { EventState } from './event-state.tsx';
import { SCREEN_SX } from './screen-sx.ts';
import { useRouteEvent } from './use-event.ts';

export default function EventDetailScreen() {
  const { t } = useTranslation('events');
  const { event, isLoading, isMissing, error, isAdmin } = useRouteEvent();
  return (
    <Box sx={SCREEN_SX}>
      <ScreenHeader
        title={event?.name ?? t('detail.title')}
        backTo="/events"
        backLabel={t('detail.back')}
        actions={
          event && (
            <Tooltip title={t('detail.edit')}>
              <IconButton component={Link} to={`/edit-event/${event.id}`} aria-label={t('detail.edit')} color="primary">
                <EditIcon />
              </IconButton>
            </Tooltip>
          )
        }
      />
      <EventState isLoading={isLoading} isMissing={isMissing} error={error} />
      {event && <EventDetailView event={event} isAdmin={isAdmin} />}
    </Box>
  );
}
