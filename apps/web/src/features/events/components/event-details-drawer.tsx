// The desktop events page's details drawer (spec §2): the event, its guests, and a link to edit it.
import EditIcon from '@mui/icons-material/EditOutlined';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DrawerContent, SideDrawer } from '../../../components/side-drawer.tsx';
import { eventQuery } from '../api/get-events.ts';
import { EventDetailView } from './event-detail-view.tsx';
import { EventState } from './event-state.tsx';

export const DETAILS_DRAWER_WIDTH = 560;

interface EventDetailsDrawerProps {
  open: boolean;
  eventId: number | null;
  title: string;
  isAdmin: boolean;
  onClose: () => void;
}

export function EventDetailsDrawer({ open, eventId, title, isAdmin, onClose }: EventDetailsDrawerProps) {
  const { t } = useTranslation('events');
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('drawer.close')}
      testId="event-details-drawer"
      width={DETAILS_DRAWER_WIDTH}
    >
      {eventId !== null && <EventDetails eventId={eventId} isAdmin={isAdmin} onClose={onClose} />}
    </SideDrawer>
  );
}

function EventDetails({ eventId, isAdmin, onClose }: { eventId: number; isAdmin: boolean; onClose: () => void }) {
  const { t } = useTranslation(['events', 'common']);
  const event = useQuery(eventQuery(eventId));
  return (
    <DrawerContent
      actions={
        <>
          <Button onClick={onClose}>{t('common:close')}</Button>
          <Button component={Link} to={`/edit-event/${eventId}`} variant="contained" startIcon={<EditIcon />}>
            {t('events:detail.edit')}
          </Button>
        </>
      }
    >
      <EventState isLoading={event.isPending} isMissing={false} error={event.error} />
      {event.data && <EventDetailView event={event.data} isAdmin={isAdmin} />}
    </DrawerContent>
  );
}
