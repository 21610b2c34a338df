// The desktop invitation detail drawer (spec §2): QR, state, validity, access points with their map,
// restrictions and custom attributes; share, edit (opens the edit drawer) and delete after a confirmation.
import type { AccessKey } from '@garita/contract';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { DrawerContent, SideDrawer } from '../../../components/side-drawer.tsx';
import { useSession } from '../../../lib/session.ts';
import { invitationQuery } from '../api/get-invitations.ts';
import { invitationActions } from '../invitation-actions.ts';
import { DeleteInvitationButton } from './delete-invitation-button.tsx';
import { InvitationDetails } from './invitation-details.tsx';
import { ShareActions } from './share-actions.tsx';

interface InvitationDetailDrawerProps {
  /** The invitation to show; null when closed. */
  invitationId: number | null;
  onClose: () => void;
  onEdit: (invitation: AccessKey) => void;
}

export function InvitationDetailDrawer({ invitationId, onClose, onEdit }: InvitationDetailDrawerProps) {
  const { t } = useTranslation('invitations');
  return (
    <SideDrawer
      open={invitationId !== null}
      onClose={onClose}
      title={t('detail.title')}
      closeLabel={t('detail.close')}
      testId="invitation-detail-drawer"
    >
      {invitationId !== null && <DrawerDetail id={invitationId} onClose={onClose} onEdit={onEdit} />}
    </SideDrawer>
  );
}

function DrawerDetail({ id, onClose, onEdit }: { id: number; onClose: () => void; onEdit: (key: AccessKey) => void }) {
  const { t } = useTranslation('invitations');
  const user = useSession()?.user;
  const invitation = useQuery(invitationQuery(id));
  const key = invitation.data;
  if (invitation.isPending) {
    return <LoadingBlock label={t('loading')} py={6} />;
  }
  if (!key || !user) {
    return (
      <DrawerContent>
        <Alert severity="warning">{t('detail.notFound')}</Alert>
      </DrawerContent>
    );
  }
  const actions = invitationActions(key, user);
  return (
    <DrawerContent
      actions={
        actions.canEdit || actions.canDelete ? (
          <>
            {actions.canDelete && <DeleteInvitationButton invitation={key} onDeleted={onClose} />}
            {actions.canEdit && (
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => onEdit(key)}>
                {t('detail.edit')}
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <InvitationDetails invitation={key} actions={actions} headingLevel="h3" viewerId={user.id} />
        <ShareActions invitation={key} actions={actions} />
      </Box>
    </DrawerContent>
  );
}
