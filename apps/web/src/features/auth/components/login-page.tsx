// Login (spec §2): email, password with show/hide, remember me, and a button disabled while a field is empty
// or the request runs. On success the session is stored and the app decides where to go. "Remember me" keeps the
// email only; the fields' autocomplete lets the browser's password manager offer the password (docs/accounts.md).
// Plain elements and a static style sheet, no MUI: it is the first screen of everyone who is not signed in, and
// MUI's run-time styling was its largest cost (docs/web.md, "The first screens without MUI").
import type { LoginResponse, User } from '@garita/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/feedback/page-spinner.tsx';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import controls from '../../../components/plain-controls.module.css';
import { PlainIcon, VISIBILITY_ICON, VISIBILITY_OFF_ICON } from '../../../components/plain-icon.tsx';
import { type ApiErrorCode, errorCodeOf } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { getRememberedEmail, setRememberedEmail } from '../../../lib/session.ts';
import { useLogin } from '../api/login.ts';
import { cleanEmail, isValidEmail, stripSpaces } from '../email.ts';
import { startSession } from '../start-session.ts';
import styles from './login-page.module.css';

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
  const [passwordShown, setPasswordShown] = useState(false);
  const id = useId();
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
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-email`}>
            {t('auth:login.email')}
          </label>
          <div className={emailInvalid ? `${styles.control} ${styles.invalid}` : styles.control}>
            <input
              id={`${id}-email`}
              className={styles.input}
              type="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              autoComplete="username"
              value={email}
              onChange={(event) => changeEmail(event.target.value)}
              onBlur={() => {
                const stripped = stripSpaces(email);
                setEmail(stripped);
                setEmailInvalid(stripped !== '' && !isValidEmail(cleanEmail(stripped)));
              }}
              aria-invalid={emailInvalid}
              aria-describedby={emailInvalid ? `${id}-email-error` : undefined}
            />
          </div>
          {emailInvalid && (
            <p className={styles.helper} id={`${id}-email-error`}>
              {t('auth:validation.email')}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-password`}>
            {t('auth:login.password')}
          </label>
          <div className={styles.control}>
            <input
              id={`${id}-password`}
              className={styles.input}
              type={passwordShown ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button
              type="button"
              className={styles.toggle}
              aria-label={passwordShown ? t('auth:login.hidePassword') : t('auth:login.showPassword')}
              aria-pressed={passwordShown}
              onClick={() => setPasswordShown((shown) => !shown)}
            >
              <PlainIcon path={passwordShown ? VISIBILITY_OFF_ICON : VISIBILITY_ICON} />
            </button>
          </div>
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('auth:login.remember')}
        </label>
        <button type="submit" className={controls.contained} disabled={!canSubmit}>
          {login.isPending && <Spinner small />}
          {t('auth:login.submit')}
        </button>
        <Link className={`${controls.link} ${styles.foot}`} to="/restore-password">
          {t('auth:login.forgot')}
        </Link>
        <p className={styles.note}>
          {t('auth:login.noAccount')}{' '}
          <Link className={controls.link} to="/sign-up">
            {t('auth:login.signUp')}
          </Link>
        </p>
        <Link className={`${controls.link} ${styles.foot}`} to="/privacy">
          {t('common:privacyNotice')}
        </Link>
      </form>
    </PublicLayout>
  );
}
