// The desktop new-invitation drawer (visit or provider, with the saved contacts beside the form; provider
// mode hides them) and the edit drawer of a visit invitation. The form starts fresh at every opening and is
// dropped once the drawer has closed; a saved invitation closes the drawer and the list refreshes.
import type { AccessKey } from '@garita/contract';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { DrawerContent, SideDrawer } from '../../../components/side-drawer.tsx';
import { notify } from '../../../lib/notify.ts';
import { ContactsPanel } from './contacts-panel.tsx';
import { InvitationFormFields } from './invitation-form-fields.tsx';
import { useInvitationForm } from './use-invitation-form.ts';
import { type InvitationFormData, useInvitationFormData } from './use-invitation-form-data.ts';

const FORM_WIDTH = 480;
const PANEL_WIDTH = 300;

interface InvitationFormDrawerProps {
  open: boolean;
  /** The visit invitation to edit; null for a new one. */
  invitation: AccessKey | null;
  onClose: () => void;
}

export function InvitationFormDrawer({ open, invitation, onClose }: InvitationFormDrawerProps) {
  const { t } = useTranslation('invitations');
  const { data } = useInvitationFormData(null);
  const isNew = invitation === null;
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      title={isNew ? t('form.newTitle') : t('form.editTitle')}
      closeLabel={t('detail.close')}
      testId="invitation-form-drawer"
      width={isNew ? FORM_WIDTH + PANEL_WIDTH : FORM_WIDTH}
    >
      {data ? (
        <DrawerForm data={data} invitation={invitation ?? undefined} onDone={onClose} />
      ) : (
        <LoadingBlock label={t('loading')} py={6} />
      )}
    </SideDrawer>
  );
}

function DrawerForm({
  data,
  invitation,
  onDone,
}: {
  data: InvitationFormData;
  invitation?: AccessKey;
  onDone: () => void;
}) {
  const { t } = useTranslation(['invitations', 'common']);
  const form = useInvitationForm({
    data,
    invitation,
    layout: 'desktop',
    onSaved: (saved) => {
      notify(
        t(invitation ? 'invitations:saved.edited' : 'invitations:saved.created', { name: saved.visitor_name }),
        'success',
      );
      onDone();
    },
  });
  const showsContacts = !form.isEdit && form.values.kind === 'visit' && form.network.favorites_enabled;
  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 }}>
        <DrawerContent
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
          actions={
            <>
              <Button onClick={onDone}>{t('common:cancel')}</Button>
              <PendingButton type="submit" isPending={form.isSaving} disabled={form.isSubmitBlocked}>
                {form.isEdit ? t('invitations:form.save') : t('invitations:form.create')}
              </PendingButton>
            </>
          }
        >
          <InvitationFormFields form={form} />
        </DrawerContent>
      </Box>
      {/* Provider mode hides the contacts (spec §4): the form takes the whole drawer. */}
      {showsContacts && (
        <Box
          sx={{
            width: PANEL_WIDTH,
            flexShrink: 0,
            borderLeft: 1,
            borderColor: 'divider',
            bgcolor: 'grey.50',
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            minHeight: 0,
          }}
        >
          <ContactsPanel
            onChoose={form.chooseFavorite}
            selectedId={form.values.favorite?.id ?? null}
            maxHeight="100%"
          />
        </Box>
      )}
    </Box>
  );
}
