// Who is invited (spec §4/§5): a new visitor (full name, phone with +52/+1 and 9–11 digits, email, 'save as
// contact' unless a contact with that phone exists) or a favourite (chosen in the contacts panel), and the
// reason for the visit; a provider instead gives a full name and the provider (its name for "Otro").
import { INVITATION_PHONE_MAX_DIGITS, MAX_EMAIL, MAX_NAME, MAX_TEXT } from '@garita/contract';
import PersonIcon from '@mui/icons-material/Person';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Paper,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/forms/phone-field.tsx';
import { SelectField } from '../../../components/forms/select-field.tsx';
import { isOtherProvider } from '../invitation-rules.ts';
import { ContactsPanel } from './contacts-panel.tsx';
import { TOGGLE_GROUP_SX } from './toggle-group-sx.ts';
import { useFieldError } from './use-field-error.ts';
import type { InvitationForm } from './use-invitation-form.ts';

type TextFieldName = 'visitorName' | 'email' | 'reason' | 'otherProvider';

function useTextField(form: InvitationForm) {
  const errorOf = useFieldError(form);
  return (field: TextFieldName) => {
    const error = errorOf(field);
    return {
      value: form.values[field],
      onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
      // Text fields are trimmed when left (spec §5); emails lose every space.
      onBlur: (event: { target: { value: string } }) =>
        form.set(field, field === 'email' ? event.target.value.replace(/\s/g, '') : event.target.value.trim()),
      error: !!error,
      helperText: error,
      fullWidth: true,
    };
  };
}

export function VisitorFields({ form }: { form: InvitationForm }) {
  const { t } = useTranslation(['invitations']);
  const textField = useTextField(form);
  const errorOf = useFieldError(form);
  const { values } = form;
  const isMobile = form.layout === 'mobile';

  return (
    <>
      {!form.isEdit && isMobile && form.network.favorites_enabled && (
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          aria-label={t('invitations:form.source')}
          value={values.source}
          onChange={(_event, source: 'new' | 'favorite' | null) => source && form.setSource(source)}
          sx={TOGGLE_GROUP_SX}
        >
          <ToggleButton value="new">{t('invitations:form.newVisitor')}</ToggleButton>
          <ToggleButton value="favorite">{t('invitations:form.fromFavorites')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {values.source === 'favorite' && values.favorite && (
        <Paper
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}
          data-testid="chosen-contact"
        >
          <PersonIcon color="primary" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{values.favorite.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {[`${values.favorite.country_code} ${values.favorite.phone}`, values.favorite.email]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          {isMobile ? (
            <Button onClick={form.clearFavorite}>{t('invitations:form.changeContact')}</Button>
          ) : (
            <Button onClick={() => form.setSource('new')}>{t('invitations:form.removeContact')}</Button>
          )}
        </Paper>
      )}
      {values.source === 'favorite' && !values.favorite && isMobile && (
        <Box>
          <ContactsPanel onChoose={form.chooseFavorite} selectedId={null} />
          {errorOf('favorite') && <FormHelperText error>{errorOf('favorite')}</FormHelperText>}
        </Box>
      )}
      {values.source === 'new' && (
        <>
          <TextField
            label={t('invitations:form.visitorName')}
            required
            autoComplete="off"
            {...textField('visitorName')}
            slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
          />
          <PhoneField
            countryCode={values.countryCode}
            onCountryCodeChange={(code) => form.set('countryCode', code)}
            phone={values.phone}
            onPhoneChange={(phone) => form.set('phone', phone)}
            onPhoneBlur={form.leavePhone}
            labels={{
              countryCode: t('invitations:form.countryCode'),
              phone: t('invitations:form.phone'),
            }}
            required
            error={!!errorOf('phone')}
            helperText={errorOf('phone') ?? t('invitations:form.phoneHelp')}
            maxDigits={INVITATION_PHONE_MAX_DIGITS}
          />
          <TextField
            label={t('invitations:form.email')}
            type="email"
            autoComplete="off"
            {...textField('email')}
            slotProps={{
              htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false, maxLength: MAX_EMAIL },
            }}
          />
          {values.linkedContactId === null && form.network.favorites_enabled && (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.saveContact && !form.contactExists}
                    disabled={form.contactExists}
                    onChange={(event) => form.set('saveContact', event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': form.contactExists ? 'existed-contact' : undefined } }}
                  />
                }
                label={t('invitations:form.saveContact')}
              />
              {form.contactExists && (
                <Typography
                  id="existed-contact"
                  variant="body2"
                  sx={{ color: 'text.secondary', ml: 4 }}
                  data-testid="existed-contact"
                >
                  {t('invitations:form.existedContact')}
                </Typography>
              )}
            </Box>
          )}
        </>
      )}
      <TextField
        label={t('invitations:form.reason')}
        required
        autoComplete="off"
        {...textField('reason')}
        slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
      />
    </>
  );
}

export function ProviderFields({ form }: { form: InvitationForm }) {
  const { t } = useTranslation('invitations');
  const textField = useTextField(form);
  const errorOf = useFieldError(form);
  const { values } = form;
  return (
    <>
      <TextField
        label={t('form.visitorName')}
        required
        autoComplete="off"
        {...textField('visitorName')}
        slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
      />
      <SelectField
        label={t('form.provider')}
        required
        value={values.provider}
        onChange={(provider) => form.change({ ...values, provider, otherProvider: '' })}
        options={form.data.providers.map((provider) => ({ value: provider.name, label: provider.display_name }))}
        error={!!errorOf('provider')}
        helperText={errorOf('provider')}
        fullWidth
      />
      {isOtherProvider(values.provider) && (
        <TextField
          label={t('form.otherProvider')}
          required
          autoComplete="off"
          {...textField('otherProvider')}
          slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
        />
      )}
      {form.data.providers.length === 0 && <Alert severity="info">{t('form.noProviders')}</Alert>}
    </>
  );
}
