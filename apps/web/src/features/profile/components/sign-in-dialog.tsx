// "Email and password" from the profile overlay: a new email and/or a new password, confirmed with the current
// password (docs/accounts.md). The fields carry the autocomplete names password managers read: the email as
// `username`, `new-password` and `current-password`.
import type { User } from '@garita/contract';
import { MIN_PASSWORD } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { applyFieldErrors } from '../../../lib/field-errors.ts';
import { notify } from '../../../lib/notify.ts';
import {
  SignInForm,
  type SignInFormInput,
  type SignInFormValues,
  signInChanges,
  useUpdateSignIn,
} from '../api/update-sign-in.ts';

const FIELDS = ['email', 'new_password', 'current_password'] as const;

export function SignInDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateSignIn(user.id, user.email);
  const form = useForm<SignInFormInput, unknown, SignInFormValues>({
    resolver: zodResolver(SignInForm),
    defaultValues: { email: user.email, new_password: '', current_password: '' },
  });

  const handleClose = () => {
    form.reset({ email: user.email, new_password: '', current_password: '' });
    update.reset();
    onClose();
  };

  const handleSave = form.handleSubmit((values) => {
    const changes = signInChanges(values, user.email);
    if (!changes) {
      notify(t('account:nothingChanged'));
      return;
    }
    update.mutate(changes, {
      onSuccess: ({ user: saved }) => {
        notify(t('account:saved'), 'success');
        form.reset({ email: saved.email, new_password: '', current_password: '' });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.handled) return;
        if (error instanceof ApiError && error.code === 'wrong_password') {
          form.setError('current_password', { type: 'wrong_password' }, { shouldFocus: true });
          notify(t('account:errors.wrongPassword'));
        } else if (error instanceof ApiError && error.code === 'email_taken') {
          form.setError('email', { type: 'email_taken' }, { shouldFocus: true });
          notify(t('account:errors.emailTaken'));
        } else {
          const marked = applyFieldErrors(error, form.setError, {
            prefix: 'user',
            map: { email: 'email', password: 'new_password', current_password: 'current_password' },
            fields: FIELDS,
            focus: true,
          });
          notify(marked.length > 0 ? t('account:errors.checkFields') : errorMessage(error));
        }
      },
    });
  });

  return (
    <Dialog open={open} onClose={handleClose} fullWidth maxWidth="xs" aria-labelledby="sign-in-title">
      <form noValidate onSubmit={handleSave} data-testid="sign-in-form">
        <DialogTitle id="sign-in-title">{t('account:title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('account:intro')}
          </Typography>
          <Stack spacing={2}>
            <FormTextField
              label={t('account:email')}
              type="email"
              required
              autoComplete="username"
              form={form}
              name="email"
              trim={{ everySpace: true }}
              errorText={(error) =>
                error.type === 'email_taken' ? t('account:errors.emailTaken') : t('account:validation.email')
              }
              slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
            />
            <FormTextField
              label={t('account:newPassword')}
              type="password"
              autoComplete="new-password"
              form={form}
              name="new_password"
              helperText={t('account:newPasswordHelp')}
              errorText={t('account:validation.newPassword', { min: MIN_PASSWORD })}
            />
            <FormTextField
              label={t('account:currentPassword')}
              type="password"
              required
              autoComplete="current-password"
              form={form}
              name="current_password"
              errorText={(error) =>
                error.type === 'wrong_password'
                  ? t('account:errors.wrongPassword')
                  : t('account:validation.currentPassword')
              }
            />
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
