// A guest's full name, phone (+52/+1 and 9–11 digits, spec §5) and optional email, for adding a new guest
// and for correcting one.
import { INVITATION_PHONE_MAX_DIGITS } from '@garita/contract';
import { Stack } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNameField, FormTextField } from '../../../components/forms/form-text-field.tsx';
import { FormPhoneField } from '../../../components/forms/phone-field.tsx';
import type { NewGuestInput, NewGuestValues } from '../guests.ts';

export type GuestForm = UseFormReturn<NewGuestInput, unknown, NewGuestValues>;

export function GuestFields({ form }: { form: GuestForm }) {
  const { t } = useTranslation('events');
  return (
    <Stack spacing={2}>
      <FormNameField label={t('guests.name')} form={form} name="name" errorText={t('guests.validation.name')} />
      <FormPhoneField
        form={form}
        name="guest-phone"
        maxDigits={INVITATION_PHONE_MAX_DIGITS}
        labels={{
          countryCode: t('guests.countryCode'),
          phone: t('guests.phone'),
        }}
        required
        helperText={t('guests.phoneHelp')}
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
