// "Edit user" drawer of the admin (spec §2/§5/§6): name, email, phone, unit, access points, the active
// switch (a deactivated user is refused at login) and delete. Hosts cannot edit others (server rule).
import type { User } from '@garita/contract';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import { DrawerContent, SideDrawer } from '../../../components/side-drawer.tsx';
import { useEditUserForm } from './use-edit-user-form.ts';
import { UserFormFields } from './user-form-fields.tsx';

interface EditUserDrawerProps {
  /** The user being edited; null closes the drawer. */
  user: User | null;
  me: User;
  onClose: () => void;
  onDelete: (user: User) => void;
}

export function EditUserDrawer({ user, me, onClose, onDelete }: EditUserDrawerProps) {
  const { t } = useTranslation('users');
  // Keeps showing the last user while the panel slides away.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  return (
    <SideDrawer
      open={user !== null}
      onClose={onClose}
      title={t('drawer.editTitle')}
      closeLabel={t('drawer.close')}
      testId="edit-user-drawer"
    >
      {shown && <EditUserForm key={shown.id} user={shown} me={me} onDone={onClose} onDelete={onDelete} />}
    </SideDrawer>
  );
}

function EditUserForm({
  user,
  me,
  onDone,
  onDelete,
}: { user: User; me: User; onDone: () => void } & Pick<EditUserDrawerProps, 'onDelete'>) {
  const { t } = useTranslation(['users', 'common']);
  const { fieldProps, handleSubmit, isSelf, isPending } = useEditUserForm(user, me, onDone);

  return (
    <DrawerContent
      onSubmit={handleSubmit}
      actions={
        <>
          {!isSelf && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(user)} sx={{ mr: 'auto' }}>
              {t('users:drawer.delete')}
            </Button>
          )}
          <Button onClick={onDone}>{t('common:cancel')}</Button>
          <PendingButton type="submit" isPending={isPending}>
            {t('users:drawer.save')}
          </PendingButton>
        </>
      }
    >
      <Box sx={{ mb: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`common:roles.${user.role}`)}
          {user.invited_by ? ` · ${t('users:fields.invitedBy', { name: user.invited_by.name })}` : ''}
        </Typography>
      </Box>
      <UserFormFields {...fieldProps} />
    </DrawerContent>
  );
}
