// The form of /edit-user for a host or secondary host: their own name, phone (country code read from the
// stored phone, spec §5) and the two arrival switches: an email, and a notice in Garita (docs/share.md).
// Saving replaces the session user, then goes back.
// Spec §8 for this call: 401 "unauthorized user", 404 "network not found"; refusals keep what was typed.
import type { User } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack, Typography } from '@mui/material';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { FormNameField } from '../../../components/forms/form-text-field.tsx';
import { NotificationSwitches } from '../../../components/forms/notification-switches.tsx';
import { ApiError } from '../../../lib/api.ts';
import { i18n } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateUser } from '../api/save-user.ts';
import {
  OWN_USER_FIELDS,
  OwnUserForm,
  type OwnUserFormInput,
  type OwnUserFormValues,
  ownUserBody,
  ownUserFormFrom,
} from '../own-user-form.ts';
import { reportUserSaveError } from '../server-errors.ts';
import { useDelayedNavigate } from './use-delayed-navigate.ts';
import { UserPhoneField } from './user-phone-field.tsx';

function reportOwnSaveError(error: unknown, form: { setError: UseFormSetError<OwnUserFormInput> }) {
  if (error instanceof ApiError && !error.handled && error.status === 401) {
    notify(i18n.t('users:editUser.unauthorizedUser'));
  } else if (error instanceof ApiError && error.status === 404) {
    notify(i18n.t('users:editUser.networkNotFound'));
  } else {
    reportUserSaveError(error, form, OWN_USER_FIELDS);
  }
}

export function OwnUserEditForm({ me, doneTo }: { me: User; doneTo: string }) {
  const { t } = useTranslation(['users', 'common']);
  const navigateSoon = useDelayedNavigate();
  const update = useUpdateUser(me.id);
  const form = useForm<OwnUserFormInput, unknown, OwnUserFormValues>({
    resolver: zodResolver(OwnUserForm),
    defaultValues: ownUserFormFrom(me),
  });

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(ownUserBody(values), {
      onSuccess: ({ user }) => {
        notify(t('users:notices.saved', { name: user.name }), 'success');
        navigateSoon(doneTo);
      },
      onError: (error) => reportOwnSaveError(error, form),
    }),
  );

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={handleSubmit} sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'anywhere' }}>
        {t('users:editUser.signedInAs', { role: t(`common:roles.${me.role}`), email: me.email })}
      </Typography>
      <Stack spacing={2.5}>
        <FormNameField
          label={t('users:fields.name')}
          autoComplete="name"
          form={form}
          name="name"
          errorText={t('users:validation.name')}
        />
        <UserPhoneField form={form} errorText={() => t('users:validation.phone')} />
        <NotificationSwitches form={form} idPrefix="own" />
      </Stack>
      <FormActions
        cancelTo={doneTo}
        submitLabel={t('users:drawer.save')}
        isPending={update.isPending}
        isSubmitDisabled={update.isSuccess}
      />
    </Paper>
  );
}
