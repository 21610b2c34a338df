// What an access point or gate form does when the server refuses it: the typed values stay, each complaint about
// a field is marked on that field, and the snackbar says what happened.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { applyFieldErrors } from '../../../lib/field-errors.ts';
import { i18n } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';

export function reportFormError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf: (path: string) => FieldPath<Values> | undefined,
): void {
  if (error instanceof ApiError && error.handled) return;
  const marked = applyFieldErrors(error, setError, { map: fieldOf, focus: true });
  notify(marked.length > 0 ? i18n.t('access-points:errors.checkFields') : errorMessage(error));
}
