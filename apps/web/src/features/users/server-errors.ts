// What a user form does when the server refuses it: the typed values stay; a taken email is marked
// on the email field, a field complaint on its field, and the snackbar says what happened (spec §8:
// 'This email belongs to another account' and 'Limit reached' have messages of their own).
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { i18n } from '../../lib/i18n.ts';
import { notify } from '../../lib/notify.ts';
import { formFieldOf, USER_FORM_FIELDS } from './user-form.ts';

export function reportUserSaveError<Values extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<Values> },
  fields: readonly FieldPath<Values>[] = USER_FORM_FIELDS as unknown as readonly FieldPath<Values>[],
): void {
  if (error instanceof ApiError && error.handled) return;
  if (!(error instanceof ApiError)) {
    notify(errorMessage(error));
    return;
  }
  if (error.code === 'email_taken') {
    const emailField = fields.find((field) => field === 'email');
    if (emailField) form.setError(emailField, { type: 'email_taken' }, { shouldFocus: true });
    notify(i18n.t('users:errors.emailTaken'));
    return;
  }
  if (error.code === 'limit_reached') {
    notify(i18n.t('users:errors.limitReached'));
    return;
  }
  const marked = applyFieldErrors(error, form.setError, { map: (path) => formFieldOf(path, fields) });
  notify(marked.length > 0 ? i18n.t('users:errors.checkFields') : errorMessage(error));
}
