// /reset-password?token=… (the emailed link): choose a new password twice, then go to log in.
import { MIN_PASSWORD } from '@garita/contract';
import { Alert, Box, Button } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { errorCodeOf } from '../../../lib/api.ts';
import { useCompletePasswordReset } from '../api/password-reset.ts';
import { PasswordField } from './password-field.tsx';
import { FormFootLink, SubmitButton } from './public-form-parts.tsx';
import { ToLoginDialog } from './to-login-dialog.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checked, setChecked] = useState(false);
  const complete = useCompletePasswordReset();
  const tooShort = password.length < MIN_PASSWORD;
  const mismatch = password !== confirm;
  const canSubmit = password !== '' && confirm !== '' && !complete.isPending;
  const linkRejected = complete.isError && errorCodeOf(complete.error) === 'invalid_reset_token';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!canSubmit || tooShort || mismatch) return;
    complete.mutate({ token, password });
  };

  if (!token || linkRejected) {
    return (
      <PublicLayout title={t('reset.title')} screen="reset-password">
        <Alert severity="warning" sx={{ mb: 2 }}>
          {linkRejected ? t('errors:invalid_reset_token') : t('reset.missingToken')}
        </Alert>
        <Button component={Link} to="/restore-password" variant="contained" fullWidth sx={{ minHeight: 48 }}>
          {t('reset.requestNew')}
        </Button>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={t('reset.title')} screen="reset-password">
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
        <PasswordField
          label={t('reset.password')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={checked && tooShort}
          helperText={t('reset.tooShort', { min: MIN_PASSWORD })}
          fullWidth
        />
        <PasswordField
          label={t('reset.confirm')}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={checked && mismatch}
          helperText={checked && mismatch ? t('reset.mismatch') : undefined}
          fullWidth
        />
        <SubmitButton isPending={complete.isPending} disabled={!canSubmit}>
          {t('reset.submit')}
        </SubmitButton>
        <FormFootLink to="/login">{t('restore.backToLogin')}</FormFootLink>
      </Box>
      <ToLoginDialog
        open={complete.isSuccess}
        titleId="reset-done-title"
        title={t('reset.doneTitle')}
        body={t('reset.doneBody')}
        buttonLabel={t('reset.goToLogin')}
      />
    </PublicLayout>
  );
}
