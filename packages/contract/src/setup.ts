// First run (POST/GET /setup) and the rules a new site's first admin meets: the password rule and the IANA
// time zone check. The web's setup screen and the server validate with the same schemas; docs/real-site.md
// explains the choices.
import { z } from 'zod';
import { Email, requiredText } from './common.ts';
import { MAX_NAME, MAX_PASSWORD } from './constants.ts';

export const NETWORK_KINDS = ['residential', 'corporate'] as const;
export const NetworkKind = z.enum(NETWORK_KINDS);
export type NetworkKind = z.infer<typeof NetworkKind>;

/** A zone name Intl knows (America/Mexico_City, UTC). Offsets such as +05:00 are refused: they ignore DST. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, { message: 'unknown time zone (use an IANA name such as America/Mexico_City)' });

// The password rule of a site's admins (setup): long enough to resist guessing, not one kind of character,
// not the email, not one of the passwords every attacker tries first.
export const STRONG_PASSWORD_MIN = 10;
/** Compared lower-cased. Only entries the other rules let through are worth listing. */
export const COMMON_PASSWORDS: readonly string[] = [
  'password123',
  'password1234',
  'passw0rd123',
  'qwerty12345',
  'qwerty123456',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'abc1234567',
  'abcd123456',
  'admin12345',
  'admin123456',
  'administrador1',
  'contraseña123',
  'contrasena123',
  'garita12345',
  'garita123456',
  'welcome123',
  'bienvenido1',
  'bienvenido123',
  'iloveyou123',
  'teamo123456',
  'mexico12345',
];

export type PasswordProblem = 'too_short' | 'too_long' | 'one_kind' | 'is_email' | 'too_common';
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `at least ${STRONG_PASSWORD_MIN} characters`,
  too_long: `at most ${MAX_PASSWORD} characters`,
  one_kind: 'mix at least two kinds of characters: lower-case, upper-case, digits, symbols',
  is_email: 'must not be the email or its name part',
  too_common: 'too common, choose another',
};

const KINDS = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** What is wrong with a password under the rule above; empty when it is strong enough. */
export function passwordProblems(password: string, email?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < STRONG_PASSWORD_MIN) problems.push('too_short');
  if (password.length > MAX_PASSWORD) problems.push('too_long');
  // Letters outside a-z (ñ, é) count as symbols: they still widen what a guesser must try.
  if (KINDS.filter((kind) => kind.test(password)).length < 2) problems.push('one_kind');
  const lower = password.toLowerCase();
  if (email) {
    const address = email.trim().toLowerCase();
    const name = address.split('@')[0] ?? '';
    if (lower === address || (name.length > 0 && lower === name)) problems.push('is_email');
  }
  if (COMMON_PASSWORDS.includes(lower)) problems.push('too_common');
  return problems;
}

/** A password under the rule above, but for the email check, which needs the email beside it. */
export const StrongPassword = z.string().superRefine((password, ctx) => {
  for (const problem of passwordProblems(password))
    ctx.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_MESSAGES[problem] });
});

export const NewAdmin = z.object({
  name: requiredText(MAX_NAME),
  email: Email,
  password: StrongPassword,
});

export const NewNetwork = z.object({
  name: requiredText(MAX_NAME),
  kind: NetworkKind,
  time_zone: TimeZone,
});
export type NewNetwork = z.infer<typeof NewNetwork>;

/** POST /setup: the site's first network and its first network admin. */
export const SetupRequest = z.object({ network: NewNetwork, admin: NewAdmin }).superRefine((body, ctx) => {
  if (passwordProblems(body.admin.password, body.admin.email).includes('is_email'))
    ctx.addIssue({ code: 'custom', path: ['admin', 'password'], message: PASSWORD_PROBLEM_MESSAGES.is_email });
});
export type SetupRequest = z.infer<typeof SetupRequest>;

/** GET /setup: whether this installation still needs its first run. */
export const SetupStatus = z.object({ needed: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatus>;
