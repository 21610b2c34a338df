// "New user" drawer (spec §2/§5): an admin creates residents, guards and admins (role among the roles
// the server lets them create); a host creates secondary hosts for their own unit.
import type { Role, User } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DrawerContent, SideDrawer } from '../../../components/side-drawer.tsx';
import { accessServerOptionsQuery } from '../../../lib/access-server-options.ts';
import { notify } from '../../../lib/notify.ts';
import { unitOptionsQuery } from '../api/get-unit-options.ts';
import { useCreateUser } from '../api/save-user.ts';
import { reportUserSaveError } from '../server-errors.ts';
import {
  createUserBody,
  emptyUserForm,
  type UserFormInput,
  type UserFormValues,
  userFormSchema,
} from '../user-form.ts';
import { type UserForm, UserFormFields } from './user-form-fields.tsx';

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
  const isAdmin = me.role === 'network_admin';
  const roleOptions = me.abilities.create_roles;
  const startRole = roleOptions.includes(defaultRole) ? defaultRole : (roleOptions[0] ?? defaultRole);
  const form: UserForm = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(userFormSchema({ residentNeedsUnit: isAdmin })),
    defaultValues: emptyUserForm(startRole),
  });
  const units = useQuery({ ...unitOptionsQuery, enabled: isAdmin });
  const accessPoints = useQuery({ ...accessServerOptionsQuery, enabled: isAdmin });
  const create = useCreateUser();

  const handleSubmit = form.handleSubmit((values) =>
    create.mutate(createUserBody(values, me.role), {
      onSuccess: ({ user }) => {
        notify(t('users:notices.created', { name: user.name }), 'success');
        onDone();
      },
      onError: (error) => reportUserSaveError(error, form),
    }),
  );

  return (
    <DrawerContent
      onSubmit={handleSubmit}
      actions={
        <>
          <Button onClick={onDone}>{t('common:cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            startIcon={create.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {t('users:drawer.create')}
          </Button>
        </>
      }
    >
      <UserFormFields
        form={form}
        roleOptions={roleOptions}
        isAdmin={isAdmin}
        showActive={false}
        unitOptions={units.data ?? []}
        accessPointOptions={accessPoints.data ?? []}
      />
    </DrawerContent>
  );
}
