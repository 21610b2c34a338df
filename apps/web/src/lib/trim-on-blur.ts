// Register options that tidy a text field when it loses focus: surrounding spaces go (an email loses every
// space), so what is validated and saved is what the person meant to type.
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

export function trimOnBlur<T extends FieldValues, K extends FieldPath<T>>(
  form: UseFormReturn<T>,
  field: K,
  options: { everySpace?: boolean; shouldDirty?: boolean } = {},
) {
  return {
    onBlur: (event: { target: { value: string } }) => {
      const value = options.everySpace ? event.target.value.replace(/\s/g, '') : event.target.value.trim();
      form.setValue(field, value as PathValue<T, K>, options.shouldDirty ? { shouldDirty: true } : undefined);
    },
  };
}
