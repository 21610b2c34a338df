// Random secrets and their stored form: tokens are sent once, only their SHA-256 is kept.
import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** 128 random bits, URL-safe: QR key ids. */
export const newKeyId = (): string => randomBytes(16).toString('base64url');
// One-shot `hash`: on every request with a token (the session's look-up), without a Hash object's set-up.
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

export function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}
export function verifySignature(secret: string, value: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, value));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
