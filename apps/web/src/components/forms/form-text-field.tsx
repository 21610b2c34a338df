// A text field registered in a react-hook-form form: its error state and message come from the form, and it can
// tidy its spaces when it loses focus (trimOnBlur). Full width unless told otherwise.
import { MAX_NAME } from '@garita/contract';
import { TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { useTextIssueText } from '../../lib/text-issues.ts';
import { trimOnBlur } from '../../lib/trim-on-blur.ts';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'form'> & {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  /** Shown instead of helperText while the field has an error (a control character or line break the contract's
   *  text rules refuse is explained by the field itself, lib/text-issues.ts). */
  errorText?: ReactNode | ((error: FieldError) => ReactNode);
  /** Drop the surrounding spaces on blur (`everySpace` drops every one, as an email wants). */
  trim?: boolean | Parameters<typeof trimOnBlur>[2];
};

export function FormTextField<T extends FieldValues>({
  form,
  name,
  errorText,
  helperText,
  trim = false,
  fullWidth = true,
  ...props
}: FormTextFieldProps<T>) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  const textComplaint = useTextIssueText()(error?.message);
  const trimming = trim === false ? undefined : trimOnBlur(form, name, trim === true ? {} : trim);
  return (
    <TextField
      {...props}
      {...form.register(name, trimming)}
      error={!!error}
      helperText={
        error ? (textComplaint ?? (typeof errorText === 'function' ? errorText(error) : errorText)) : helperText
      }
      fullWidth={fullWidth}
    />
  );
}

/** A form's name field as Garita asks for names: required, trimmed, at most MAX_NAME characters, no autofill. */
export function FormNameField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  return (
    <FormTextField required autoComplete="off" trim slotProps={{ htmlInput: { maxLength: MAX_NAME } }} {...props} />
  );
}
