// Login (spec §2): email, password with show/hide, remember me, and a button disabled while a field is empty
// or the request runs. On success the session is stored and the app decides where to go. "Remember me" keeps the
// email only; the fields' autocomplete lets the browser's password manager offer the password (docs/accounts.md).
import type { LoginResponse, User } from '@garita/contract';
import { Box, Checkbox, FormControlLabel, Link as MuiLink, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { type ApiErrorCode, errorCodeOf } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { getRememberedEmail, setRememberedEmail } from '../../../lib/session.ts';
import { useLogin } from '../api/login.ts';
import { cleanEmail, isValidEmail, stripSpaces } from '../email.ts';
import { startSession } from '../start-session.ts';
import { PasswordField } from './password-field.tsx';
import { EmailField, FormFootLink, SubmitButton } from './public-form-parts.tsx';

/** Spec §8: these login failures have their own message; any other is "an error occurred". */
const EXPLAINED: readonly ApiErrorCode[] = [
  'invalid_credentials',
  'suspended_account',
  'rate_limited',
  'connection_error',
  'timeout',
];

export function LoginPage({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const [remembered] = useState(getRememberedEmail);
  const [email, setEmail] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const login = useLogin();
  const canSubmit = email.trim() !== '' && password !== '' && !login.isPending;
  const changeEmail = (value: string) => {
    setEmail(value);
    setEmailInvalid(false);
  };

  const handleSuccess = (response: LoginResponse, credentials: { email: string; password: string }) => {
    setRememberedEmail(remember ? credentials.email : null);
    onLoggedIn(startSession(response));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const credentials = { email: cleanEmail(email), password };
    if (!isValidEmail(credentials.email)) {
      setEmailInvalid(true);
      return;
    }
    login.mutate(credentials, {
      onSuccess: (response) => handleSuccess(response, credentials),
      onError: (error) => {
        const code = errorCodeOf(error);
        notify(EXPLAINED.includes(code) ? t(`errors:${code}`) : t('auth:login.genericError'));
      },
    });
  };

  return (
    <PublicLayout title={t('auth:login.title')} screen="login">
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
        <EmailField
          label={t('auth:login.email')}
          autoComplete="username"
          value={email}
          onChange={changeEmail}
          onBlur={() => {
            const stripped = stripSpaces(email);
            setEmail(stripped);
            setEmailInvalid(stripped !== '' && !isValidEmail(cleanEmail(stripped)));
          }}
          invalid={emailInvalid}
          invalidText={t('auth:validation.email')}
        />
        <PasswordField
          label={t('auth:login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          fullWidth
        />
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
          label={t('auth:login.remember')}
        />
        <SubmitButton isPending={login.isPending} disabled={!canSubmit}>
          {t('auth:login.submit')}
        </SubmitButton>
        <FormFootLink to="/restore-password">{t('auth:login.forgot')}</FormFootLink>
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {t('auth:login.noAccount')}{' '}
          <MuiLink component={Link} to="/sign-up">
            {t('auth:login.signUp')}
          </MuiLink>
        </Typography>
        <FormFootLink to="/privacy">{t('common:privacyNotice')}</FormFootLink>
      </Box>
    </PublicLayout>
  );
}
