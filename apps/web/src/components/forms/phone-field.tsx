// A phone (spec §5/§9): country code +52 (Mexico, default) or +1 (United States) and the national number
// (10 digits for users, 9 to 11 for invitations).
// Non-digits are dropped as they are typed.
import { COUNTRY_CODES, USER_PHONE_DIGITS } from '@garita/contract';
import { Box, MenuItem, TextField } from '@mui/material';

export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface PhoneFieldLabels {
  countryCode: string;
  phone: string;
  countries: Record<CountryCode, string>;
}

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
  /** Longest number accepted (users 10 digits; invitations up to 11, spec §5). */
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
      >
        {COUNTRY_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {code} {labels.countries[code]}
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
