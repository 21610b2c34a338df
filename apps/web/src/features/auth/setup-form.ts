// The first-run form (POST /setup): its values and checks (the contract's SetupRequest, the server's own), the
// default time zone, and where a server complaint belongs — the field it names, or, for the password, the rule
// it broke.
import {
  isTimeZone,
  PASSWORD_PROBLEM_MESSAGES,
  type PasswordProblem,
  passwordProblems,
  SetupRequest,
} from '@garita/contract';
import type { z } from 'zod';

export const SetupFormSchema = SetupRequest;
export type SetupFormInput = z.input<typeof SetupFormSchema>;
export type SetupFormValues = z.output<typeof SetupFormSchema>;

export const SETUP_FORM_FIELDS = [
  'network.name',
  'network.kind',
  'network.time_zone',
  'admin.name',
  'admin.email',
  'admin.password',
] as const;
export type SetupFormField = (typeof SETUP_FORM_FIELDS)[number];

/** Where most of Garita's sites are; the default when the browser's own zone is unknown or unusable. */
export const FALLBACK_TIME_ZONE = 'America/Mexico_City';

/** The browser's zone when the server would accept it (an IANA name, not an offset), else Mexico City. */
export function defaultTimeZone(browserZone: string | undefined = browserTimeZone()): string {
  return browserZone && isTimeZone(browserZone) ? browserZone : FALLBACK_TIME_ZONE;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function emptySetupForm(timeZone = defaultTimeZone()): SetupFormInput {
  return {
    network: { name: '', kind: 'residential', time_zone: timeZone },
    admin: { name: '', email: '', password: '' },
  };
}

/** The form field a refused body value ("admin.password", see lib/field-errors.ts) is about, if any. */
export function setupFieldOf(path: string): SetupFormField | undefined {
  return SETUP_FORM_FIELDS.find((field) => path === field || path.startsWith(`${field}.`));
}

/** The rule a server password complaint names (its messages are the contract's English ones). */
export function passwordProblemOf(message: string | undefined): PasswordProblem | undefined {
  const entries = Object.entries(PASSWORD_PROBLEM_MESSAGES) as [PasswordProblem, string][];
  return entries.find(([, text]) => message?.includes(text))?.[0];
}

/**
 * What to tell about a refused password: the rules it breaks here, or, when this browser finds nothing wrong
 * (a server with a newer rule), the one the server named.
 */
export function refusedPasswordProblems(password: string, email: string, serverMessage?: string): PasswordProblem[] {
  const local = passwordProblems(password, email);
  if (local.length > 0) return local;
  const named = passwordProblemOf(serverMessage);
  return named ? [named] : [];
}
