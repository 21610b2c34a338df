// Picks one or more access points (units, guards, residents, events): a drop-down list with a checkbox per
// point; FormAccessPointSelect is the same bound to a react-hook-form field of ids.
import type { AccessServerSummary } from '@garita/contract';
import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { type Control, type FieldError, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

interface AccessPointSelectProps {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  options: readonly AccessServerSummary[];
  required?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  disabled?: boolean;
}

export function AccessPointSelect({
  label,
  value,
  onChange,
  onBlur,
  options,
  required,
  error,
  helperText,
  name,
  disabled,
}: AccessPointSelectProps) {
  const nameOf = (id: number) => options.find((option) => option.id === id)?.name ?? `#${id}`;
  return (
    <TextField
      select
      label={label}
      name={name}
      value={value}
      required={required}
      error={error}
      helperText={helperText}
      disabled={disabled}
      onBlur={onBlur}
      onChange={(event) => {
        const raw = event.target.value as unknown;
        const ids = (Array.isArray(raw) ? raw : String(raw).split(',')).map(Number).filter(Number.isFinite);
        onChange(ids);
      }}
      fullWidth
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as number[]).map(nameOf).join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          <Checkbox checked={value.includes(option.id)} size="small" sx={{ py: 0 }} />
          <ListItemText primary={option.name} secondary={option.venue_name} />
        </MenuItem>
      ))}
    </TextField>
  );
}

interface FormAccessPointSelectProps<Fields extends FieldValues, Values>
  extends Omit<AccessPointSelectProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> {
  control: Control<Fields, unknown, Values>;
  name: FieldPathByValue<Fields, number[]>;
  /** Shown instead of helperText while the field has an error. */
  errorText?: (error: FieldError) => string | undefined;
}

export function FormAccessPointSelect<Fields extends FieldValues, Values>({
  control,
  name,
  errorText,
  helperText,
  ...props
}: FormAccessPointSelectProps<Fields, Values>) {
  const { field, fieldState } = useController({ control, name });
  const { error } = fieldState;
  return (
    <AccessPointSelect
      {...props}
      error={!!error}
      helperText={error ? errorText?.(error) : helperText}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
