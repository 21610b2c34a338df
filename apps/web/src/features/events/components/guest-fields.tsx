// A guest's full name, phone (+52/+1 and 9–11 digits, spec §5) and optional email, for adding a new guest
// and for correcting one.
import { INVITATION_PHONE_MAX_DIGITS } from '@garita/contract';
import { Stack, TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/forms/phone-field.tsx';
import { trimOnBlur } from '../../../lib/trim-on-blur.ts';
import type { NewGuestInput, NewGuestValues } from '../guests.ts';

export type GuestForm = UseFormReturn<NewGuestInput, unknown, NewGuestValues>;

export function GuestFields({ form }: { form: GuestForm }) {
  const { t } = useTranslation('events');
  const { errors } = form.formState;
  return (
    <Stack spacing={2}>
      <TextField
        label={t('guests.name')}
        required
        autoComplete="off"
        {...form.register('name', trimOnBlur(form, 'name'))}
        error={!!errors.name}
        helperText={errors.name ? t('guests.validation.name') : undefined}
        slotProps={{ htmlInput: { maxLength: 120 } }}
        fullWidth
      />
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            name="guest-phone"
            countryCode={form.watch('country_code')}
            onCountryCodeChange={(code) => form.setValue('country_code', code)}
            phone={field.value}
            onPhoneChange={field.onChange}
            onPhoneBlur={field.onBlur}
            maxDigits={INVITATION_PHONE_MAX_DIGITS}
            labels={{
              countryCode: t('guests.countryCode'),
              phone: t('guests.phone'),
            }}
            required
            error={!!errors.phone}
            helperText={t('guests.phoneHelp')}
          />
        )}
      />
      <TextField
        label={t('guests.email')}
        type="email"
        autoComplete="off"
        {...form.register('email', trimOnBlur(form, 'email'))}
        error={!!errors.email}
        helperText={errors.email ? t('guests.validation.email') : undefined}
        fullWidth
      />
    </Stack>
  );
}
