// Screen edit-event-guest (/edit-event-guest/:eventId/:invId): corrects one guest's full name, phone or email
// (PATCH /events/{id}/guests/{guestId}); their QR stays the same. Another guest's name, phone or email shows
// the duplicate modal. Saving or going back returns to the event's detail.
import { COUNTRY_CODES, type Event, type EventGuest } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { reportError } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateGuest } from '../api/event-guests.ts';
import {
  contactOfGuest,
  type DuplicateNotice,
  duplicateFromError,
  findDuplicate,
  type NewGuestInput,
  NewGuestSchema,
  type NewGuestValues,
} from '../guests.ts';
import { DuplicateGuestDialog } from './duplicate-guest-dialog.tsx';
import { EventState } from './event-state.tsx';
import { GuestFields } from './guest-fields.tsx';
import { SCREEN_SX } from './screen-sx.ts';
import { useRouteEvent } from './use-event.ts';

export default function EditGuestScreen() {
  const { t } = useTranslation('events');
  const invId = Number(useParams().invId);
  const { eventId, event, isLoading, isMissing, error } = useRouteEvent();
  const guest = event?.guests?.find((candidate) => candidate.id === invId);
  return (
    <Box sx={SCREEN_SX}>
      <ScreenHeader title={t('editGuest.title')} backTo={`/event-detail/${eventId}`} backLabel={t('editGuest.back')} />
      <EventState isLoading={isLoading} isMissing={isMissing || (!!event && !guest)} error={error} />
      {event && guest && <EditGuestForm key={guest.id} event={event} guest={guest} />}
    </Box>
  );
}

const countryCodeOf = (code: string) => COUNTRY_CODES.find((known) => known === code) ?? COUNTRY_CODES[0];

function EditGuestForm({ event, guest }: { event: Event; guest: EventGuest }) {
  const { t } = useTranslation(['events', 'common']);
  const navigate = useNavigate();
  const contact = contactOfGuest(guest);
  const form = useForm<NewGuestInput, unknown, NewGuestValues>({
    resolver: zodResolver(NewGuestSchema),
    defaultValues: {
      name: contact.name,
      phone: contact.phone,
      country_code: countryCodeOf(contact.countryCode),
      email: contact.email,
      save: false,
    },
  });
  const others = (event.guests ?? []).filter((other) => other.id !== guest.id).map(contactOfGuest);
  const [duplicate, setDuplicate] = useState<DuplicateNotice | null>(null);
  const update = useUpdateGuest(event.id, guest.id);
  const detailPath = `/event-detail/${event.id}`;

  const handleSubmit = form.handleSubmit((values) => {
    const edited = { name: values.name, phone: values.phone, countryCode: values.country_code, email: values.email };
    const found = findDuplicate(edited, others);
    if (found) {
      setDuplicate({ name: values.name, field: found.field, other: found.other.name });
      return;
    }
    update.mutate(
      { guest: { name: values.name, phone: values.phone, country_code: values.country_code, email: values.email } },
      {
        onSuccess: ({ guest: saved }) => {
          notify(t('events:editGuest.saved', { name: saved.name }), 'success');
          void navigate(detailPath);
        },
        onError: (error) => {
          const refused = duplicateFromError(error, [edited]);
          if (refused) setDuplicate(refused);
          else reportError(error);
        },
      },
    );
  });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={handleSubmit} sx={{ p: 2 }}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('events:editGuest.intro', { name: event.name })}
      </Typography>
      <GuestFields form={form} />
      <FormActions cancelTo={detailPath} submitLabel={t('events:editGuest.save')} isPending={update.isPending} />
      <DuplicateGuestDialog duplicate={duplicate} onClose={() => setDuplicate(null)} />
    </Paper>
  );
}
