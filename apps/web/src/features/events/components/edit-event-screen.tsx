// Screen edit-event (/edit-event/:id): name, description, start, tolerance and access points of an event
// (spec §2/§5). Save stays disabled until at least one access point is chosen; back goes to the detail, and
// after saving to /events. Moving the start moves every guest's key with it (server).
import type { Event } from '@garita/contract';
import { Box, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { notify } from '../../../lib/notify.ts';
import { useUpdateEvent } from '../api/save-event.ts';
import { updateEventBody } from '../event-form.ts';
import { EventFormFields } from './event-form-fields.tsx';
import { EventState } from './event-state.tsx';
import { SCREEN_SX } from './screen-sx.ts';
import { useRouteEvent } from './use-event.ts';
import { useEventForm } from './use-event-form.ts';

export default function EditEventScreen() {
  const { t } = useTranslation('events');
  const { eventId, event, isLoading, isMissing, error } = useRouteEvent();
  return (
    <Box sx={SCREEN_SX}>
      <ScreenHeader title={t('edit.title')} backTo={`/event-detail/${eventId}`} backLabel={t('edit.back')} />
      <EventState isLoading={isLoading} isMissing={isMissing} error={error} />
      {event && <EditEventForm key={event.id} event={event} />}
    </Box>
  );
}

function EditEventForm({ event }: { event: Event }) {
  const { t } = useTranslation(['events', 'common']);
  const navigate = useNavigate();
  const { form, accessPoints, reportSaveError } = useEventForm(event);
  const update = useUpdateEvent(event.id);
  const hasAccessPoint = form.watch('access_servers').length > 0;
  // The event's own access points stay nameable even when the picker does not offer them to this user.
  const options = [
    ...accessPoints,
    ...event.access_servers
      .filter((server) => !accessPoints.some((point) => point.id === server.id))
      .map((server) => ({ id: server.id, name: server.name, venue_name: '', time_zone: server.time_zone_name })),
  ];

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(updateEventBody(values), {
      onSuccess: ({ event: saved }) => {
        notify(t('events:edit.saved', { name: saved.name }), 'success');
        void navigate('/events');
      },
      onError: reportSaveError,
    }),
  );

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={handleSubmit} sx={{ p: 2 }}>
      <EventFormFields form={form} accessPoints={options} />
      <FormActions
        cancelTo={`/event-detail/${event.id}`}
        submitLabel={t('events:edit.save')}
        isPending={update.isPending}
        isSubmitDisabled={!hasAccessPoint}
      />
    </Paper>
  );
}
