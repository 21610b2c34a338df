// "Edit user" from the profile overlay: name, phone and the two arrival switches (components/forms/notification-switches.tsx) — an email, and a notice in
// Garita (docs/share.md) — not for guards.

import type { User } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNameField } from '../../../components/forms/form-text-field.tsx';
import { NotificationSwitches } from '../../../components/forms/notification-switches.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { applyFieldErrors } from '../../../lib/field-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { OwnProfile, useUpdateOwnUser } from '../api/update-own-user.ts';

const FIELDS = ['name', 'phone', 'email_notification', 'push_notification'] as const;

function failureText(error: unknown, t: TFunction<'profile'>): string {
  if (error instanceof ApiError && error.status === 401) return t('editDialog.unauthorized');
  if (error instanceof ApiError && error.status === 404) return t('editDialog.networkNotFound');
  return errorMessage(error);
}

export function EditUserDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const update = useUpdateOwnUser(user.id);
  const form = useForm<OwnProfile>({
    resolver: zodResolver(OwnProfile),
    values: {
      name: user.name,
      phone: user.phone,
      email_notification: user.email_notification,
      push_notification: user.push_notification,
    },
  });
  const { errors } = form.formState;

  const handleClose = () => {
    form.reset();
    update.reset();
    onClose();
  };

  const handleSave = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify(t('editDialog.saved'), 'success');
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.handled) return;
        applyFieldErrors(error, form.setError, { prefix: 'user', fields: FIELDS });
        notify(failureText(error, t));
      },
    }),
  );

  return (
    <Dialog open={open} onClose={handleClose} fullWidth maxWidth="xs" aria-labelledby="edit-user-title">
      <form noValidate onSubmit={handleSave}>
        <DialogTitle id="edit-user-title">{t('editDialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormNameField
              label={t('editDialog.name')}
              autoComplete="name"
              form={form}
              name="name"
              errorText={t('editDialog.nameRequired')}
              required={false}
            />
            <TextField
              label={t('editDialog.phone')}
              autoComplete="tel-national"
              {...form.register('phone', {
                onBlur: (event) => form.setValue('phone', String(event.target.value).replace(/\D/g, '')),
              })}
              error={!!errors.phone}
              helperText={errors.phone ? t('editDialog.phoneInvalid') : t('editDialog.phoneHelp')}
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 10 },
                input: { startAdornment: <InputAdornment position="start">{user.country_code}</InputAdornment> },
              }}
              fullWidth
            />
            <NotificationSwitches form={form} idPrefix="profile" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>{t('common:cancel')}</Button>
          <PendingButton type="submit" isPending={update.isPending}>
            {t('common:save')}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
