// Screens add-event-guests (/add-event-guests/:id) and add-event-guest (/add-event-guest/:eventId): guests
// added to an event, new or from favourites (spec §2/§4/§5). A guest repeating one of the event's (or of the
// list) shows the duplicate modal for 2.5 s; once sent, an "invitations sent" modal, then back to the detail,
// whose guest list has reloaded.
import type { Event } from '@garita/contract';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PendingButton } from '../../../components/pending-button.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { reportError } from '../../../lib/errors.ts';
import { useAddGuests } from '../api/event-guests.ts';
import { contactOfGuest, duplicateFromError, toGuestInput } from '../guests.ts';
import { DuplicateGuestDialog } from './duplicate-guest-dialog.tsx';
import { EventState } from './event-state.tsx';
import { GuestListEditor } from './guest-list-editor.tsx';
import { NoticeDialog } from './notice-dialog.tsx';
import { SCREEN_SX } from './screen-sx.ts';
import { useRouteEvent } from './use-event.ts';
import { useGuestList } from './use-guest-list.ts';

export default function AddGuestsScreen() {
  const { t } = useTranslation('events');
  const { eventId, event, isLoading, isMissing, error } = useRouteEvent();
  return (
    <Box sx={SCREEN_SX}>
      <ScreenHeader title={t('addGuests.title')} backTo={`/event-detail/${eventId}`} backLabel={t('addGuests.back')} />
      <EventState isLoading={isLoading} isMissing={isMissing} error={error} />
      {event && <AddGuestsForm key={event.id} event={event} />}
    </Box>
  );
}

function AddGuestsForm({ event }: { event: Event }) {
  const { t } = useTranslation(['events', 'common']);
  const navigate = useNavigate();
  const guestList = useGuestList((event.guests ?? []).map(contactOfGuest));
  const add = useAddGuests(event.id);
  const [isMissingGuests, setMissingGuests] = useState(false);
  const [sentCount, setSentCount] = useState<number | null>(null);
  const detailPath = `/event-detail/${event.id}`;

  const send = () => {
    if (guestList.guests.length === 0) {
      setMissingGuests(true);
      return;
    }
    add.mutate(
      { guests: guestList.guests.map(toGuestInput) },
      {
        onSuccess: ({ guests }) => {
          setSentCount(guests.length);
          guestList.clear();
        },
        onError: (error) => {
          const duplicate = duplicateFromError(error, guestList.guests);
          if (duplicate) guestList.setDuplicate(duplicate);
          else reportError(error);
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2.5}>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('events:addGuests.intro', { name: event.name, count: event.number_of_guests })}
        </Typography>
        <GuestListEditor guestList={guestList} isMissingGuests={isMissingGuests} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button component={Link} to={detailPath}>
            {t('common:cancel')}
          </Button>
          <PendingButton onClick={send} isPending={add.isPending} icon={<SendIcon />}>
            {t('events:addGuests.send')}
          </PendingButton>
        </Box>
      </Stack>
      <DuplicateGuestDialog duplicate={guestList.duplicate} onClose={guestList.closeDuplicate} />
      <NoticeDialog
        open={sentCount !== null}
        kind="success"
        title={t('events:addGuests.sentTitle')}
        message={t('events:addGuests.sentMessage', { count: sentCount ?? 0, name: event.name })}
        buttonLabel={t('events:addGuests.backToEvent')}
        onClose={() => void navigate(detailPath)}
        testId="guests-sent-dialog"
      />
    </Paper>
  );
}
