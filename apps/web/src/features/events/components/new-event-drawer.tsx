// The desktop new-event drawer (spec §2): the same form as /new-event, with an optional side panel of saved
// contacts that adds favourites as guests in one click. Created: the drawer closes, a notice says so and the
// list refreshes. A lost answer is resent with the same Idempotency-Key (lib/api.ts): an event the server created
// is reported created, once, never as an error (spec-fidelity §8).
import ContactsIcon from '@mui/icons-material/Contacts';
import { Box, Button, FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import { DrawerContent, SIDE_DRAWER_WIDTH, SideDrawer } from '../../../components/side-drawer.tsx';
import { useNetworkFeatures } from '../../../lib/network-features.ts';
import { notify } from '../../../lib/notify.ts';
import { favoriteGuest } from '../guests.ts';
import { ContactsPanel } from './contacts-panel.tsx';
import { DuplicateGuestDialog } from './duplicate-guest-dialog.tsx';
import { NewEventFields } from './new-event-fields.tsx';
import { useNewEvent } from './use-new-event.ts';

const CONTACTS_PANEL_WIDTH = 320;

export function NewEventDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('events');
  const [showContacts, setShowContacts] = useState(false);
  const close = () => {
    setShowContacts(false);
    onClose();
  };
  return (
    <SideDrawer
      open={open}
      onClose={close}
      title={t('new.title')}
      closeLabel={t('drawer.close')}
      testId="new-event-drawer"
      width={SIDE_DRAWER_WIDTH + (showContacts ? CONTACTS_PANEL_WIDTH + 24 : 0)}
    >
      <NewEventDrawerForm showContacts={showContacts} onShowContacts={setShowContacts} onDone={close} />
    </SideDrawer>
  );
}

interface NewEventDrawerFormProps {
  showContacts: boolean;
  onShowContacts: (show: boolean) => void;
  onDone: () => void;
}

function NewEventDrawerForm({ showContacts, onShowContacts, onDone }: NewEventDrawerFormProps) {
  const { t } = useTranslation(['events', 'common']);
  const { form, accessPoints, guestList, isMissingGuests, handleSubmit, isSaving } = useNewEvent({
    onCreated: () => {
      notify(t('events:new.createdTitle'), 'success');
      onDone();
    },
  });
  const addedIds = new Set(guestList.guests.flatMap((guest) => (guest.kind === 'favorite' ? [guest.id] : [])));
  // Favourites switched off (spec §6): no contacts panel nor its switch.
  const hasFavorites = useNetworkFeatures().favorites;
  return (
    <DrawerContent
      onSubmit={handleSubmit}
      actions={
        <>
          {hasFavorites ? (
            <FormControlLabel
              sx={{ mr: 'auto' }}
              control={<Switch checked={showContacts} onChange={(event) => onShowContacts(event.target.checked)} />}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                  <ContactsIcon fontSize="small" aria-hidden />
                  {t('events:contacts.toggle')}
                </Box>
              }
            />
          ) : (
            <Box sx={{ mr: 'auto' }} />
          )}
          <Button onClick={onDone}>{t('common:cancel')}</Button>
          <PendingButton type="submit" isPending={isSaving}>
            {t('events:new.create')}
          </PendingButton>
        </>
      }
    >
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0, pt: 1 }}>
          <NewEventFields
            form={form}
            accessPoints={accessPoints}
            guestList={guestList}
            isMissingGuests={isMissingGuests}
          />
        </Box>
        {showContacts && hasFavorites && (
          <Box
            sx={{
              width: CONTACTS_PANEL_WIDTH,
              flexShrink: 0,
              position: 'sticky',
              top: 0,
              pl: 3,
              pt: 1,
              borderLeft: 1,
              borderColor: 'divider',
            }}
          >
            <ContactsPanel onAdd={(contact) => guestList.add(favoriteGuest(contact))} addedIds={addedIds} />
          </Box>
        )}
      </Box>
      <DuplicateGuestDialog duplicate={guestList.duplicate} onClose={guestList.closeDuplicate} />
    </DrawerContent>
  );
}
