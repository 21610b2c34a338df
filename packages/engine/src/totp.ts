// The resident's dynamic key as a time-based code (issue 18, docs/offline.md "The resident's dynamic key (TOTP)"):
// RFC 6238 (HMAC-SHA-1, 8 digits, 30-second steps) of a per-user secret. The QR holds `P.<user id>.<step>.<code>`.
// One code for the server (validate, register, the dialog's answer) and the guard's device deciding offline on its
// snapshot. Pure: callers pass the clock (`now`) and the user's last used step; nothing here reads the time.
import { DYNAMIC_KEY_VALIDITY_SECONDS } from '@garita/contract';
import { HOTP, Secret } from 'otpauth';

/** Length of a step: a code belongs to one step, and a phone shows the next step's code 30 s later. */
export const PERSONAL_CODE_STEP_SECONDS = 30;
export const PERSONAL_CODE_DIGITS = 8;
/** Steps a code may be ahead of the checker's clock (a phone or a guard device running a little fast). */
export const PERSONAL_CODE_SKEW_STEPS = 1;
/** Bytes of a secret: 160 bits, RFC 4226's recommended length for HMAC-SHA-1. */
export const PERSONAL_SECRET_BYTES = 20;
export const PERSONAL_QR_PREFIX = 'P.';

const STEP_MS = PERSONAL_CODE_STEP_SECONDS * 1000;
const VALIDITY_MS = DYNAMIC_KEY_VALIDITY_SECONDS * 1000;
const QR_PATTERN = new RegExp(`^P\\.([1-9]\\d{0,15})\\.(\\d{1,15})\\.(\\d{${PERSONAL_CODE_DIGITS}})$`);

export interface PersonalQr {
  userId: number;
  step: number;
  code: string;
}

/** Why a code is refused: not this secret's code; its step was used or a later one was; outside its time. */
export type PersonalCodeRefusal = 'invalid_key' | 'visitor_key' | 'not_in_time';

export type PersonalCodeCheck = { ok: true } | { ok: false; reason: PersonalCodeRefusal };

/** A new secret: 20 random bytes (the platform's CSPRNG, in Node and browsers), in base32. */
export function newPersonalSecret(): string {
  return new Secret({ size: PERSONAL_SECRET_BYTES }).base32;
}

/** The step `now` falls in (steps count from the Unix epoch, as RFC 6238's T with T0 = 0). */
export const stepAt = (now: Date): number => Math.floor(now.getTime() / STEP_MS);

/** When a step's code starts and stops being accepted (from its step's start, for the dynamic key's 5 minutes). */
export function personalCodeValidity(step: number): { from: Date; until: Date } {
  const from = step * STEP_MS;
  return { from: new Date(from), until: new Date(from + VALIDITY_MS) };
}

/** The step whose code a resident is shown at `now`: the current one, or the one after the last used. */
export function nextUsableStep(now: Date, lastUsedStep: number | null): number {
  const current = stepAt(now);
  return lastUsedStep === null ? current : Math.max(current, lastUsedStep + 1);
}

/** The code of one step of a base32 secret. */
export function personalCode(secret: string, step: number): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: PERSONAL_CODE_DIGITS,
    counter: step,
  });
}

/** The QR text of a step's code. */
export const personalQrForStep = (userId: number, secret: string, step: number): string =>
  `${PERSONAL_QR_PREFIX}${userId}.${step}.${personalCode(secret, step)}`;

/** The QR text a resident shows at `now`: the code of nextUsableStep. */
export const personalQr = (userId: number, secret: string, now: Date, lastUsedStep: number | null = null): string =>
  personalQrForStep(userId, secret, nextUsableStep(now, lastUsedStep));

/** Whether a scanned text is a personal code at all (the rest of the QR keys are base64url ids, never with dots). */
export const isPersonalQr = (text: string): boolean => text.startsWith(PERSONAL_QR_PREFIX);

/** The parts of a personal QR, or null when the text is not one (a malformed one is an unknown key). */
export function parsePersonalQr(text: string): PersonalQr | null {
  const match = QR_PATTERN.exec(text);
  if (!match) return null;
  const userId = Number(match[1]);
  const step = Number(match[2]);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(step)) return null;
  return { userId, step, code: match[3] ?? '' };
}

/** Compares two codes in time independent of where they differ. */
function sameCode(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * May this code open now? In order: it must be the secret's code of its step (`invalid_key`), of a step after
 * the last one used (`visitor_key`: used, or replaced by a later code's use), and `now` within its time: from
 * one step before its start (a clock running fast; or one step after the last used one, which nextUsableStep
 * shows after a use) to DYNAMIC_KEY_VALIDITY_SECONDS after its start (`not_in_time`).
 */
export function checkPersonalCode(input: {
  secret: string;
  step: number;
  code: string;
  now: Date;
  lastUsedStep: number | null;
}): PersonalCodeCheck {
  const { secret, step, code, now, lastUsedStep } = input;
  if (!sameCode(personalCode(secret, step), code)) return { ok: false, reason: 'invalid_key' };
  if (lastUsedStep !== null && step <= lastUsedStep) return { ok: false, reason: 'visitor_key' };
  const { until } = personalCodeValidity(step);
  // Ahead by one step of the clock, or of the last used step when that is ahead itself (two uses inside one step:
  // the second used the next step's code, and the resident is now shown the one after).
  const latest = lastUsedStep === null ? stepAt(now) : Math.max(stepAt(now), lastUsedStep);
  if (step > latest + PERSONAL_CODE_SKEW_STEPS || now.getTime() > until.getTime())
    return { ok: false, reason: 'not_in_time' };
  return { ok: true };
}
