// Machine-readable error codes the server answers with; the web app translates each one.
import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * Where a refused value sits in the request, dotted: the part of the request first — `body`, `querystring` or
 * `params` — then the keys and array indexes inside it. `body.access_key.name`, `body.guests.1.phone`,
 * `querystring.exit_gate`, `params.id`; `body` alone for the body as a whole. Every 422 answer uses this one
 * format, whether the schema or a service refused the value (see fieldPath and the web's applyFieldErrors).
 */
export const FIELD_PATH_LOCATIONS = ['body', 'querystring', 'params'] as const;
export type FieldPathLocation = (typeof FIELD_PATH_LOCATIONS)[number];

/**
 * A field path in the format above. Services name body values relative to the body (`user.phone`); a path
 * that already starts with its location (`querystring.gate`) is kept.
 */
export function fieldPath(path: string, location: FieldPathLocation = 'body'): string {
  const first = path.split('.')[0] ?? '';
  if ((FIELD_PATH_LOCATIONS as readonly string[]).includes(first)) return path;
  return path ? `${location}.${path}` : location;
}

/** The path inside the body a field path names (`access_key.name`), or undefined for a query or path value. */
export function bodyFieldPath(path: string): string | undefined {
  if (path === 'body') return '';
  if (path.startsWith('body.')) return path.slice('body.'.length);
  return (FIELD_PATH_LOCATIONS as readonly string[]).includes(path.split('.')[0] ?? '') ? undefined : path;
}

export const FieldIssue = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;

/** Body of every error answer. `message` is English, for logs and API users; the UI translates `code`. */
export const ErrorBody = z.object({
  code: ErrorCode,
  message: z.string(),
  fields: z.array(FieldIssue).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  unauthorized: 'Not authorized',
  invalid_credentials: 'Invalid credentials',
  token_expired: 'Please log in again',
  suspended_account: 'Suspended account, please contact the account manager',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  user_no_access: 'User has no access to this record',
  validation_failed: 'Wrong parameters',
  malformed_body: 'The request body is not valid JSON',
  payload_too_large: 'The request is too large',
  unsupported_media_type: 'Unsupported content type',
  email_taken: 'This email belongs to another account',
  limit_reached: 'Limit reached',
  duplicate_guest: 'A guest with the same name, phone or email already exists',
  invalid_photo: 'The photo is not a valid image',
  missing_photos: 'Required photos are missing',
  missing_custom_attributes: 'Required custom attributes are missing',
  invalid_key: 'Invalid QR code',
  not_open_gate: 'This gate cannot be opened for this record',
  gate_driver_failed: "The gate's controller did not confirm the opening (it failed or did not answer)",
  already_opened: 'The gate was already opened for this record',
  no_controller: 'This gate has no controller to open it',
  open_window_passed: 'This record is too old to open the gate',
  exit_by_key:
    "This visitor leaves with their invitation: scan its QR code at the exit door (a provider's on the provider page)",
  rate_limited: 'Too many attempts, try again later',
  invalid_reset_token: 'The reset link is invalid or has expired',
  wrong_password: 'The current password is missing or wrong',
  already_set_up: 'Garita is already set up; sign in instead',
  provider_taken: 'A provider with that name already exists',
  idempotency_key_reused: 'This Idempotency-Key was already used for a different request',
  feature_off: 'This feature is switched off for your network',
  service_unavailable: 'The service is unavailable for a moment: nothing was granted or saved, try again shortly',
  visitor_not_invitable: 'This visitor cannot be invited; please contact the administration',
  device_taken: 'This device id belongs to another network; make a new one and call again',
  internal_error: 'An error occurred, please try again later',
};
