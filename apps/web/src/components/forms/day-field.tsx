// A day picker (the browser's date input, YYYY-MM-DD) whose label stays above the field.
import { TextField, type TextFieldProps } from '@mui/material';

type DayFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'slotProps'> & {
  value: string;
  onChange: (day: string) => void;
  /** Attributes of the input itself (min, max, data-testid…). */
  htmlInput?: Record<string, unknown>;
};

export function DayField({ value, onChange, htmlInput, ...props }: DayFieldProps) {
  return (
    <TextField
      type="date"
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={htmlInput ? { inputLabel: { shrink: true }, htmlInput } : { inputLabel: { shrink: true } }}
    />
  );
}
