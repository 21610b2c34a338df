// The admin's edit-user form, shared by the desktop drawer and the /edit-user screen on a phone: name,
// email, phone, unit, access points and (for someone else) the active switch, with the same §5 rules and
// the notice that says whether the user was saved, deactivated or reactivated.
import type { User } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accessServerOptionsQuery } from '../../../lib/access-server-options.ts';
import { notify } from '../../../lib/notify.ts';
import { unitOptionsQuery } from '../api/get-unit-options.ts';
import { useUpdateUser } from '../api/save-user.ts';
import { reportUserSaveError } from '../server-errors.ts';
import { type UserFormInput, type UserFormValues, updateUserBody, userFormFrom, userFormSchema } from '../user-form.ts';
import type { UserForm, UserFormFieldsProps } from './user-form-fields.tsx';

export function useEditUserForm(user: User, me: User, onSaved: (saved: User) => void) {
  const { t } = useTranslation('users');
  const isSelf = user.id === me.id;
  const form: UserForm = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(userFormSchema({ residentNeedsUnit: true })),
    defaultValues: userFormFrom(user),
  });
  const units = useQuery(unitOptionsQuery);
  const accessPoints = useQuery(accessServerOptionsQuery);
  const update = useUpdateUser(user.id);

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(updateUserBody(values, user, isSelf), {
      onSuccess: ({ user: saved }) => {
        const changedActive = saved.active !== user.active;
        const notice = changedActive ? (saved.active ? 'reactivated' : 'deactivated') : 'saved';
        notify(t(`notices.${notice}`, { name: saved.name }), 'success');
        onSaved(saved);
      },
      onError: (error) => reportUserSaveError(error, form),
    }),
  );

  const fieldProps: UserFormFieldsProps = {
    form,
    roleOptions: [],
    isAdmin: true,
    showActive: !isSelf,
    emailLocked: isSelf,
    unitOptions: units.data ?? [],
    accessPointOptions: accessPoints.data ?? [],
  };
  return { form, fieldProps, handleSubmit, isSelf, isPending: update.isPending, isDone: update.isSuccess };
}
