// A guest's full name, phone (10 digits after +52, a valid US number after +1: spec §5, contract isGuestPhone)
// and optional email, for adding a new guest and for correcting one.
import { Stack } from '@mui/material';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNameField, FormTextField } from '../../../components/forms/form-text-field.tsx';
import { FormPhoneField } from '../../../components/forms/phone-field.tsx';
import type { NewGuestInput, NewGuestValues } from '../guests.ts';

export type GuestForm = UseFormReturn<NewGuestInput, unknown, NewGuestValues>;

export function GuestFields({ form }: { form: GuestForm }) {
  const { t } = useTranslation('events');
  const isUs = useWatch({ control: form.control, name: 'country_code' }) === '+1';
  return (
    <Stack spacing={2}>
      <FormNameField label={t('guests.name')} form={form} name="name" errorText={t('guests.validation.name')} />
      <FormPhoneField
        form={form}
        name="guest-phone"
        labels={{
          countryCode: t('guests.countryCode'),
          phone: t('guests.phone'),
        }}
        required
        helperText={t(isUs ? 'guests.phoneHelpUs' : 'guests.phoneHelp')}
        errorText={() => t(isUs ? 'guests.validation.phoneUs' : 'guests.validation.phone')}
      />
      <FormTextField
        label={t('guests.email')}
        type="email"
        autoComplete="off"
        form={form}
        name="email"
        trim
        errorText={t('guests.validation.email')}
      />
    </Stack>
  );
}
