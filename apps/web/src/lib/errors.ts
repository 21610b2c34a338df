// Turns any failure into the translated sentence the user reads, and reports it in the snackbar.
import { ApiError, errorCodeOf } from './api.ts';
import { i18n } from './i18n.ts';
import { notify } from './notify.ts';

export function errorMessage(error: unknown): string {
  return i18n.t(`errors:${errorCodeOf(error)}`);
}

/** Shows the error unless the client already told the user (e.g. the session ended). */
export function reportError(error: unknown): void {
  if (error instanceof ApiError && error.handled) return;
  notify(errorMessage(error));
}
