// The one way a form reads a 422's field complaints. The server names each refused value by where it sits in
// the request (`body.user.phone`, `body.guests.1.name`, `querystring.gate`: the contract's fieldPath format);
// a form cares about the body, relative to its own wrapper (`user.`), and maps that onto its fields.
import { bodyFieldPath, type FieldIssue } from '@garita/contract';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api.ts';

/** Which form field a body path (without `body.` and the prefix) is about; undefined: none of the form's. */
export type FieldMap<Field extends string> =
  | Partial<Record<string, Field>>
  | ((path: string) => Field | null | undefined);

export interface FieldErrorOptions<Field extends string> {
  /** The body's wrapper to drop first, e.g. 'user' for `{ user: {...} }`; paths outside it are still mapped. */
  prefix?: string;
  /** Path → field. Without it, a path that names a field of `fields` is that field. */
  map?: FieldMap<Field>;
  /** The form's fields, for the default map. */
  fields?: readonly Field[];
}

/** The complaint of each body field an error names, its path made relative to the body (and to `prefix`). */
export function bodyFieldIssues(error: unknown, prefix?: string): FieldIssue[] {
  if (!(error instanceof ApiError)) return [];
  return error.fields.flatMap((issue) => {
    const inBody = bodyFieldPath(issue.path);
    if (inBody === undefined) return [];
    const path = prefix && inBody.startsWith(`${prefix}.`) ? inBody.slice(prefix.length + 1) : inBody;
    return [{ path, message: issue.message }];
  });
}

/** The form field of each complaint an error names, in the server's order (a field may come more than once). */
export function fieldErrorsOf<Field extends string>(
  error: unknown,
  options: FieldErrorOptions<Field> = {},
): { field: Field; message: string }[] {
  const { map, fields = [] } = options;
  const fieldOf = (path: string): Field | undefined => {
    if (typeof map === 'function') return map(path) ?? undefined;
    if (map) return map[path];
    return fields.find((field) => field === path);
  };
  const found: { field: Field; message: string }[] = [];
  for (const issue of bodyFieldIssues(error, options.prefix)) {
    const field = fieldOf(issue.path);
    if (field) found.push({ field, message: issue.message });
  }
  return found;
}

/**
 * Marks each field a 422 names on a react-hook-form form (type 'server', the server's English message, the last
 * complaint about a field winning; forms translate by field and type), focusing the first when asked. Answers
 * the fields marked.
 */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  options: FieldErrorOptions<FieldPath<Values>> & { focus?: boolean } = {},
): FieldPath<Values>[] {
  const marked = fieldErrorsOf(error, options);
  for (const [index, { field, message }] of marked.entries()) {
    setError(field, { type: 'server', message }, { shouldFocus: !!options.focus && index === 0 });
  }
  return [...new Set(marked.map((m) => m.field))];
}
