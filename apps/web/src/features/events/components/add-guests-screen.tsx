// Screens add-event-guests (/add-event-guests/:id) and add-event-guest (/add-event-guest/:eventId): guests
// added to an event, new or from favourites (spec §2/§4/§5). A guest repeating one of the event's (or of the
// list) shows the duplicate modal for 2.5 s; once added, a "guests added" modal that says how many invitations
// will be emailed (guests with an email, on a server that sends mail) and how many guests get none, then back to
// the detail, whose guest list has reloaded.
import type { Event } from '@garita/contract';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PendingButton } from '../../../components/pending-button.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useAppConfig } from '../../../lib/config.ts';
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
  const { config } = useAppConfig();
  const [added, setAdded] = useState<{ count: number; emailed: number } | null>(null);
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
          // Only what will happen: a mail leaves for a guest with an email, and only when the server sends mail.
          const emailed = config.mail_enabled ? guests.filter((g) => g.email.trim() !== '').length : 0;
          setAdded({ count: guests.length, emailed });
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
        open={added !== null}
        kind="success"
        title={t('events:addGuests.sentTitle')}
        message={addedMessage(t, event.name, added)}
        buttonLabel={t('events:addGuests.backToEvent')}
        onClose={() => void navigate(detailPath)}
        testId="guests-sent-dialog"
      />
    </Paper>
  );
}

/** "N guests were added", then how many invitations will be emailed and how many guests get no mail. */
function addedMessage(
  t: ReturnType<typeof useTranslation<['events', 'common']>>['t'],
  name: string,
  added: { count: number; emailed: number } | null,
): string {
  if (!added) return '';
  const parts = [t('events:addGuests.sentMessage', { count: added.count, name })];
  if (added.emailed > 0) parts.push(t('events:addGuests.emailed', { count: added.emailed }));
  const without = added.count - added.emailed;
  if (without > 0) parts.push(t('events:addGuests.noEmail', { count: without }));
  return parts.join(' ');
}
