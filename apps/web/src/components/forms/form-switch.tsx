// An on/off switch bound to a true/false field of a react-hook-form form, with its label beside it.
import { FormControlLabel, Switch, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

interface FormSwitchProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** The input's name attribute, when the page's tests or forms look it up. */
  inputName?: string;
  /** The id of the text that explains the switch. */
  describedBy?: string;
  sx?: SxProps<Theme>;
}

export function FormSwitch<T extends FieldValues>({
  form,
  name,
  label,
  inputName,
  describedBy,
  sx,
}: FormSwitchProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={sx}
          control={
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              name={inputName}
              slotProps={describedBy ? { input: { 'aria-describedby': describedBy } } : undefined}
            />
          }
          label={label}
        />
      )}
    />
  );
}
