// /setup, the first run (shown instead of login while the site has no network): the organisation (name, kind,
// default time zone) and its first administrator (name, email, password with the rule as a live checklist).
// Sent, it signs the administrator in as login does; docs/real-site.md "Setup screen" explains the choices.
import { MAX_EMAIL, MAX_NAME, MAX_PASSWORD, NETWORK_KINDS, STRONG_PASSWORD_MIN, type User } from '@garita/contract';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TimeZoneField } from '../../../components/forms/time-zone-field.tsx';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { trimOnBlur } from '../../../lib/trim-on-blur.ts';
import { refusedPasswordProblems } from '../setup-form.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './public-form-parts.tsx';
import { type SetupFailure, useSetupForm } from './use-setup-form.ts';

const PASSWORD_ID = 'setup-admin-password';
const PASSWORD_RULE_ID = 'setup-password-rule';

const fieldsetSx = { border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2.5, alignContent: 'start' } as const;

export function SetupPage({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation(['setup', 'errors']);
  const { form, handleSubmit, isSending, failure, isAlreadySetUp, forgetSetupNeeded } = useSetupForm(onSignedIn);
  const [password, email] = useWatch({ control: form.control, name: ['admin.password', 'admin.email'] });
  const { errors, submitCount } = form.formState;
  const hasFieldErrors = Boolean(errors.network || errors.admin);
  // The ref on the input itself, so that a refused field (browser's check or server's 422) takes the focus.
  const register = (...args: Parameters<typeof form.register>) => {
    const { ref, ...props } = form.register(...args);
    return { ...props, inputRef: ref };
  };

  if (isAlreadySetUp) {
    return (
      <PublicLayout title={t('alreadySetUp.title')} screen="setup-done">
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('alreadySetUp.body')}
        </Alert>
        <Button
          component={Link}
          to="/login"
          onClick={forgetSetupNeeded}
          variant="contained"
          fullWidth
          sx={{ minHeight: 48 }}
        >
          {t('alreadySetUp.login')}
        </Button>
      </PublicLayout>
    );
  }

  const passwordError = errors.admin?.password;
  const passwordHelp = () => {
    const problems = refusedPasswordProblems(password, email, passwordError?.message);
    if (problems.length === 0) return t('validation.passwordOther');
    const items = problems.map((problem) => {
      const text = t(`password.problems.${problem}`, { min: STRONG_PASSWORD_MIN, max: MAX_PASSWORD });
      return text.charAt(0).toLocaleLowerCase() + text.slice(1);
    });
    return t('validation.password', { problems: items.join('; ') });
  };

  return (
    <PublicLayout title={t('title')} screen="setup" maxWidth={880}>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 3 }}>
        <Typography variant="body1">{t('intro')}</Typography>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box component="fieldset" sx={fieldsetSx}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 2, px: 0 }}>
              {t('network.legend')}
            </Typography>
            <TextField
              label={t('network.name')}
              required
              autoComplete="organization"
              {...register('network.name', trimOnBlur(form, 'network.name'))}
              error={Boolean(errors.network?.name)}
              helperText={errors.network?.name ? t('validation.networkName', { max: MAX_NAME }) : t('network.nameHelp')}
              slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
              fullWidth
            />
            <Controller
              control={form.control}
              name="network.kind"
              render={({ field }) => (
                <FormControl component="fieldset" error={Boolean(errors.network?.kind)} sx={{ minWidth: 0 }}>
                  <FormLabel component="legend">{t('network.kind')}</FormLabel>
                  <RadioGroup
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  >
                    {NETWORK_KINDS.map((kind) => (
                      <FormControlLabel
                        key={kind}
                        value={kind}
                        control={<Radio />}
                        label={t(`network.kinds.${kind}`)}
                      />
                    ))}
                  </RadioGroup>
                  {errors.network?.kind && <FormHelperText>{t('validation.kind')}</FormHelperText>}
                </FormControl>
              )}
            />
            <Controller
              control={form.control}
              name="network.time_zone"
              render={({ field, fieldState }) => (
                <TimeZoneField
                  label={t('network.timeZone')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error
                      ? t(fieldState.error.type === 'server' ? 'validation.timeZoneUnknown' : 'validation.timeZone')
                      : t('network.timeZoneHelp')
                  }
                />
              )}
            />
          </Box>
          <Box component="fieldset" sx={fieldsetSx}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 2, px: 0 }}>
              {t('admin.legend')}
            </Typography>
            <TextField
              label={t('admin.name')}
              required
              autoComplete="name"
              {...register('admin.name', trimOnBlur(form, 'admin.name'))}
              error={Boolean(errors.admin?.name)}
              helperText={errors.admin?.name ? t('validation.adminName', { max: MAX_NAME }) : undefined}
              slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
              fullWidth
            />
            <TextField
              label={t('admin.email')}
              type="email"
              required
              autoComplete="username"
              {...register('admin.email', trimOnBlur(form, 'admin.email', { everySpace: true }))}
              error={Boolean(errors.admin?.email)}
              helperText={
                errors.admin?.email
                  ? t(errors.admin.email.type === 'email_taken' ? 'validation.emailTaken' : 'validation.email')
                  : undefined
              }
              slotProps={{
                htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false, maxLength: MAX_EMAIL },
              }}
              fullWidth
            />
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <PasswordField
                id={PASSWORD_ID}
                label={t('admin.password')}
                required
                autoComplete="new-password"
                {...register('admin.password')}
                error={Boolean(passwordError)}
                helperText={passwordError ? passwordHelp() : undefined}
                slotProps={{
                  htmlInput: {
                    maxLength: MAX_PASSWORD,
                    'aria-describedby': passwordError
                      ? `${PASSWORD_ID}-helper-text ${PASSWORD_RULE_ID}`
                      : PASSWORD_RULE_ID,
                  },
                }}
                fullWidth
              />
              <PasswordChecklist
                id={PASSWORD_RULE_ID}
                password={password}
                email={email}
                showMissing={submitCount > 0 && Boolean(passwordError)}
              />
            </Box>
          </Box>
        </Box>
        {failure && <FailureNotice failure={failure} hasFieldErrors={hasFieldErrors} onRetry={handleSubmit} />}
        <SubmitButton
          isPending={isSending}
          disabled={isSending}
          sx={{ minHeight: 48, justifySelf: { md: 'end' }, minWidth: { md: 280 } }}
        >
          {t('submit')}
        </SubmitButton>
      </Box>
    </PublicLayout>
  );
}

function FailureNotice({
  failure,
  hasFieldErrors,
  onRetry,
}: {
  failure: SetupFailure;
  hasFieldErrors: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['setup', 'errors']);
  if (failure.kind === 'fields') {
    // Gone once every marked field is fixed.
    return hasFieldErrors ? <Alert severity="error">{t('failure.checkFields')}</Alert> : null;
  }
  const isConnection = failure.code === 'connection_error' || failure.code === 'timeout';
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: 40 }}>
          {t('failure.retry')}
        </Button>
      }
    >
      <AlertTitle>{t(`errors:${failure.code}`)}</AlertTitle>
      {isConnection ? t('failure.kept') : t('failure.keptOther')}
    </Alert>
  );
}
