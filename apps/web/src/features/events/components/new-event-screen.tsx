// Screen new-event (/new-event): the creation form on a phone (spec §2/§4/§5). After creating, a success
// modal for 3 s, then /events; close goes back to /events. A lost answer is resent with the same Idempotency-Key
// (lib/api.ts), so the modal shows only for an event the server created, once (spec-fidelity §8).
import { EVENT_SUCCESS_MS } from '@garita/contract';
import { Box, Paper } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { DuplicateGuestDialog } from './duplicate-guest-dialog.tsx';
import { NewEventFields } from './new-event-fields.tsx';
import { NoticeDialog } from './notice-dialog.tsx';
import { SCREEN_SX } from './screen-sx.ts';
import { useNewEvent } from './use-new-event.ts';

export default function NewEventScreen() {
  const { t } = useTranslation(['events', 'common']);
  const navigate = useNavigate();
  const [isCreated, setCreated] = useState(false);
  const { form, accessPoints, guestList, isMissingGuests, handleSubmit, isSaving } = useNewEvent({
    onCreated: () => setCreated(true),
  });
  return (
    <Box sx={SCREEN_SX}>
      <ScreenHeader title={t('new.title')} backTo="/events" backLabel={t('new.back')} />
      <Paper variant="outlined" component="form" noValidate onSubmit={handleSubmit} sx={{ p: 2 }}>
        <NewEventFields
          form={form}
          accessPoints={accessPoints}
          guestList={guestList}
          isMissingGuests={isMissingGuests}
        />
        <FormActions
          cancelTo="/events"
          submitLabel={t('new.create')}
          isPending={isSaving}
          isSubmitDisabled={isCreated}
        />
      </Paper>
      <DuplicateGuestDialog duplicate={guestList.duplicate} onClose={guestList.closeDuplicate} />
      <NoticeDialog
        open={isCreated}
        kind="success"
        title={t('new.createdTitle')}
        message={t('new.createdMessage', { count: guestList.guests.length })}
        buttonLabel={t('new.backToEvents')}
        onClose={() => void navigate('/events')}
        autoCloseMs={EVENT_SUCCESS_MS}
        testId="event-created-dialog"
      />
    </Box>
  );
}
