// Delete an invitation after a confirmation (spec §4); the caller then goes back to the list.
import type { AccessKey } from '@garita/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDeleteInvitation } from '../api/save-invitation.ts';

interface DeleteInvitationButtonProps {
  invitation: AccessKey;
  onDeleted: () => void;
}

export function DeleteInvitationButton({ invitation, onDeleted }: DeleteInvitationButtonProps) {
  const { t } = useTranslation(['invitations', 'common']);
  const [isAsking, setAsking] = useState(false);
  const remove = useDeleteInvitation();
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setAsking(true)}>
        {t('invitations:delete.button')}
      </Button>
      <ConfirmDialog
        open={isAsking}
        title={t('invitations:delete.title')}
        message={t('invitations:delete.message', { name: invitation.visitor_name })}
        confirmLabel={t('invitations:delete.confirm')}
        cancelLabel={t('common:cancel')}
        isPending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          // Awaited rather than a mutate() callback: the refreshed invitation is no longer deletable, so this
          // button may be gone before the answer is handled.
          try {
            await remove.mutateAsync(invitation.id);
          } catch {
            return; // told in the snackbar by the query cache
          }
          setAsking(false);
          notify(t('invitations:delete.done', { name: invitation.visitor_name }), 'success');
          onDeleted();
        }}
      />
    </>
  );
}
