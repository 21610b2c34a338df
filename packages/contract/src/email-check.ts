// The `Email` schema's rule (common.ts) as a plain function, without building a schema: the login and
// restore-password forms check the address before sending it, and the signed-out screens carry no zod
// (docs/web.md, "Chunks and caching"). Same pattern as zod's `z.email()`, same length limit; the server's schema
// stays the judge. email-check.test.ts holds both to the same answers.
import { regexes } from 'zod/v4/core';
import { MAX_EMAIL } from './constants.ts';

/** Whether `value`, trimmed and in lower case as `Email` reads it, is an address `Email` accepts. */
export function isEmail(value: string): boolean {
  const email = value.trim().toLowerCase();
  // zod's pattern allows only printable ASCII, so `Email`'s one-line rule (no control characters or line
  // breaks) holds for every address it accepts.
  return email.length <= MAX_EMAIL && regexes.email.test(email);
}
