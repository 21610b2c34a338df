// What the drawer does when the server refuses a user: the typed values stay; a taken email is marked
// on the email field, a field complaint on its field, and the snackbar says what happened (spec §8).
import type { FieldPath } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { i18n } from '../../lib/i18n.ts';
import { notify } from '../../lib/notify.ts';
import type { UserForm } from './components/user-form-fields.tsx';
import { formFieldOf, type UserFormInput } from './user-form.ts';

export function reportUserSaveError(error: unknown, form: UserForm): void {
  if (error instanceof ApiError && error.handled) return;
  if (!(error instanceof ApiError)) {
    notify(errorMessage(error));
    return;
  }
  if (error.code === 'email_taken') {
    form.setError('email', { type: 'email_taken' }, { shouldFocus: true });
    notify(i18n.t('users:errors.emailTaken'));
    return;
  }
  if (error.code === 'limit_reached') {
    notify(i18n.t('users:errors.limitReached'));
    return;
  }
  let marked = false;
  for (const issue of error.fields) {
    const field = formFieldOf(issue.path);
    if (!field) continue;
    form.setError(field as FieldPath<UserFormInput>, { type: 'server', message: issue.message });
    marked = true;
  }
  notify(marked ? i18n.t('users:errors.checkFields') : errorMessage(error));
}
