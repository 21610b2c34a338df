// The body of the new-event form (mobile screen and desktop drawer): the event's fields, then its guests —
// new or from favourites — and the guests chosen so far (at least one is needed, spec §5).
import { Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EventAccessPoint } from '../api/get-access-points.ts';
import { type EventForm, EventFormFields } from './event-form-fields.tsx';
import { GuestListEditor } from './guest-list-editor.tsx';
import type { GuestList } from './use-guest-list.ts';

interface NewEventFieldsProps {
  form: EventForm;
  accessPoints: readonly EventAccessPoint[];
  guestList: GuestList;
  /** Shows "add at least one guest" once a submit found none. */
  isMissingGuests: boolean;
}

export function NewEventFields({ form, accessPoints, guestList, isMissingGuests }: NewEventFieldsProps) {
  const { t } = useTranslation('events');
  return (
    <Stack spacing={3}>
      <EventFormFields form={form} accessPoints={accessPoints} />
      <Divider />
      <Stack spacing={2} component="section" aria-labelledby="new-event-guests">
        <Typography id="new-event-guests" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('guests.title')}
        </Typography>
        <GuestListEditor guestList={guestList} isMissingGuests={isMissingGuests} />
      </Stack>
    </Stack>
  );
}
