// /restore-password (spec §2): an email and a send-instructions button, then a confirmation dialog
// that leads to /login. The server answers the same whether or not the account exists.
import { Box, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { cleanEmail, isValidEmail, stripSpaces } from '../email.ts';
import { EmailField, FormFootLink, SubmitButton } from './public-form-parts.tsx';
import { ToLoginDialog } from './to-login-dialog.tsx';

export function RestorePasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const canSubmit = email.trim() !== '' && !request.isPending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const cleaned = cleanEmail(email);
    if (!isValidEmail(cleaned)) {
      setEmailInvalid(true);
      return;
    }
    request.mutate(cleaned, { onSuccess: () => setSentTo(cleaned) });
  };

  return (
    <PublicLayout title={t('restore.title')} screen="restore-password">
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('restore.body')}</Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
        <EmailField
          label={t('restore.email')}
          autoComplete="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setEmailInvalid(false);
          }}
          onBlur={() => setEmail(stripSpaces(email))}
          invalid={emailInvalid}
          invalidText={t('validation.email')}
        />
        <SubmitButton isPending={request.isPending} disabled={!canSubmit}>
          {t('restore.submit')}
        </SubmitButton>
        <FormFootLink to="/login">{t('restore.backToLogin')}</FormFootLink>
      </Box>
      <ToLoginDialog
        open={sentTo !== null}
        titleId="restore-sent-title"
        title={t('restore.sentTitle')}
        body={t('restore.sentBody', { email: sentTo ?? '' })}
        buttonLabel={t('restore.backToLogin')}
      />
    </PublicLayout>
  );
}
