// "New user" drawer (spec §2/§5): an admin creates residents, guards and admins (role among the roles
// the server lets them create); a host creates secondary hosts for their own unit.
import type { Role, User } from '@garita/contract';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import { DrawerContent, SideDrawer } from '../../../components/side-drawer.tsx';
import { useNewUserForm } from './use-new-user-form.ts';
import { UserFormFields } from './user-form-fields.tsx';

interface NewUserDrawerProps {
  open: boolean;
  onClose: () => void;
  me: User;
  /** The role the form starts with (the page's: residents, guards or admins). */
  defaultRole: Role;
  title: string;
}

export function NewUserDrawer({ open, onClose, me, defaultRole, title }: NewUserDrawerProps) {
  const { t } = useTranslation('users');
  return (
    <SideDrawer open={open} onClose={onClose} title={title} closeLabel={t('drawer.close')} testId="new-user-drawer">
      <NewUserForm me={me} defaultRole={defaultRole} onDone={onClose} />
    </SideDrawer>
  );
}

function NewUserForm({ me, defaultRole, onDone }: { me: User; defaultRole: Role; onDone: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const { fieldProps, handleSubmit, isPending } = useNewUserForm(me, defaultRole, onDone);
  return (
    <DrawerContent
      onSubmit={handleSubmit}
      actions={
        <>
          <Button onClick={onDone}>{t('common:cancel')}</Button>
          <PendingButton type="submit" isPending={isPending}>
            {t('users:drawer.create')}
          </PendingButton>
        </>
      }
    >
      <UserFormFields {...fieldProps} />
    </DrawerContent>
  );
}
