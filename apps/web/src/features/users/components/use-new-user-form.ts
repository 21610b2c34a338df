// The new-user form as the drawer (desktop) and the /new-user screen (phone) both use it: the roles the
// server lets the creator make, the §5 rules for that role, the unit and access point choices an admin
// needs, and the create call; a refusal keeps what was typed and explains itself (server-errors.ts).
import type { Role, User } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import type { UserForm, UserFormFieldsProps } from './user-form-fields.tsx';

/** The role the form starts with: the one asked for when the creator may make it, else their first. */
export function startingRole(me: User, wanted: Role | undefined): Role {
  const options = me.abilities.create_roles;
  if (wanted && options.includes(wanted)) return wanted;
  return options[0] ?? wanted ?? 'secondary_user';
}

export function useNewUserForm(me: User, startRole: Role | undefined, onCreated: (user: User) => void) {
  const { t } = useTranslation('users');
  const isAdmin = me.role === 'network_admin';
  const form: UserForm = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(userFormSchema({ residentNeedsUnit: isAdmin })),
    defaultValues: emptyUserForm(startingRole(me, startRole)),
  });
  const units = useQuery({ ...unitOptionsQuery, enabled: isAdmin });
  const accessPoints = useQuery({ ...accessServerOptionsQuery, enabled: isAdmin });
  const create = useCreateUser();

  const handleSubmit = form.handleSubmit((values) =>
    create.mutate(createUserBody(values, me.role), {
      onSuccess: ({ user }) => {
        notify(t('notices.created', { name: user.name }), 'success');
        onCreated(user);
      },
      onError: (error) => reportUserSaveError(error, form),
    }),
  );

  const fieldProps: UserFormFieldsProps = {
    form,
    roleOptions: me.abilities.create_roles,
    isAdmin,
    showActive: false,
    unitOptions: units.data ?? [],
    accessPointOptions: accessPoints.data ?? [],
  };
  return { form, fieldProps, handleSubmit, isPending: create.isPending, isDone: create.isSuccess };
}
