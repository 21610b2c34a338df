// A drop-down of fixed options (a TextField in select mode): value and label a row, the chosen value handed
// back as the input's text.
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

type SelectFieldProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: string | number;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
};

export function SelectField({ value, options, onChange, ...props }: SelectFieldProps) {
  return (
    <TextField select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
