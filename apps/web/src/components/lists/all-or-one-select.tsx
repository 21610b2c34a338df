// A list filter that keeps one record or all of them ("All access points" first, then each by name);
// null stands for all.
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

type AllOrOneSelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: number | null;
  onChange: (id: number | null) => void;
  /** The first choice, which filters nothing. */
  allLabel: string;
  options: readonly { id: number; name: string }[];
};

export function AllOrOneSelect({ value, onChange, allLabel, options, size = 'small', ...props }: AllOrOneSelectProps) {
  return (
    <TextField
      select
      size={size}
      {...props}
      value={value ?? 'all'}
      onChange={(event) => onChange(event.target.value === 'all' ? null : Number(event.target.value))}
    >
      <MenuItem value="all">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
