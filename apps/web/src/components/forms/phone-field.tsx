// A phone (spec §5/§9): country code +52 (Mexico, default) or +1 (United States), named in common:countries,
// and 10 digits for users (invitation and guest forms allow up to 11 through `maxDigits`). Non-digits are
// dropped as they are typed.
import { COUNTRY_CODES, USER_PHONE_DIGITS } from '@garita/contract';
import { Box, MenuItem, TextField } from '@mui/material';
import { Controller, type FieldError, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface PhoneFieldLabels {
  countryCode: string;
  phone: string;
}

const COUNTRY_KEYS = { '+52': 'countries.mx', '+1': 'countries.us' } as const satisfies Record<CountryCode, string>;

interface PhoneFieldProps {
  countryCode: CountryCode;
  onCountryCodeChange: (code: CountryCode) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  onPhoneBlur?: () => void;
  labels: PhoneFieldLabels;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  /** Longest number accepted (default: a user's 10 digits). */
  maxDigits?: number;
}

export function PhoneField({
  countryCode,
  onCountryCodeChange,
  phone,
  onPhoneChange,
  onPhoneBlur,
  labels,
  required,
  error,
  helperText,
  name = 'phone',
  maxDigits = USER_PHONE_DIGITS,
}: PhoneFieldProps) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        label={labels.countryCode}
        value={countryCode}
        onChange={(event) => {
          const code = COUNTRY_CODES.find((c) => c === event.target.value);
          if (code) onCountryCodeChange(code);
        }}
        sx={{ width: 130, flexShrink: 0 }}
        // The closed box shows the code alone: "+52 México" does not fit its width.
        slotProps={{ select: { renderValue: (code) => String(code) } }}
      >
        {COUNTRY_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {code} {t(COUNTRY_KEYS[code])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={labels.phone}
        name={name}
        value={phone}
        required={required}
        error={error}
        helperText={helperText}
        autoComplete="tel-national"
        onChange={(event) => onPhoneChange(event.target.value.replace(/\D/g, ''))}
        onBlur={onPhoneBlur}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: maxDigits } }}
        fullWidth
      />
    </Box>
  );
}

export interface PhoneValues {
  phone: string;
  country_code: CountryCode;
}

interface FormPhoneFieldProps<T extends PhoneValues>
  extends Omit<PhoneFieldProps, 'countryCode' | 'onCountryCodeChange' | 'phone' | 'onPhoneChange' | 'onPhoneBlur'> {
  /** A react-hook-form form with `phone` and `country_code` fields. */
  form: UseFormReturn<T>;
  /** Mark the form changed when the country code changes. */
  dirtyCountryCode?: boolean;
  /** Shown instead of helperText while the phone has an error. */
  errorText?: (error: FieldError) => string | undefined;
}

/** The phone field bound to a react-hook-form form's `phone` and `country_code`. */
export function FormPhoneField<T extends PhoneValues>({
  form,
  dirtyCountryCode,
  errorText,
  helperText,
  ...props
}: FormPhoneFieldProps<T>) {
  // The fields' names are fixed, which TypeScript cannot see through a generic form.
  const phoneForm = form as unknown as UseFormReturn<PhoneValues>;
  const countryCode = useWatch({ control: phoneForm.control, name: 'country_code' });
  return (
    <Controller
      control={phoneForm.control}
      name="phone"
      render={({ field, fieldState: { error } }) => (
        <PhoneField
          error={!!error}
          {...props}
          helperText={error && errorText ? errorText(error) : helperText}
          countryCode={countryCode}
          onCountryCodeChange={(code) =>
            phoneForm.setValue('country_code', code, dirtyCountryCode ? { shouldDirty: true } : undefined)
          }
          phone={field.value}
          onPhoneChange={field.onChange}
          onPhoneBlur={field.onBlur}
        />
      )}
    />
  );
}
