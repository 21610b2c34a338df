// The light email check of the signed-out forms against the contract's `Email` schema: same answer on every value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Email } from './common.ts';
import { MAX_EMAIL } from './constants.ts';
import { isEmail } from './email-check.ts';

const SAMPLES = [
  'ana@example.com',
  ' Ana.Perez@Example.COM ',
  "o'brien+gate@sub.example.mx",
  'a@b.co',
  'a@b.c',
  '.ana@example.com',
  'ana.@example.com',
  'ana..perez@example.com',
  'ana@example',
  'ana@-example.com',
  'ana@example.com\n',
  'ana\n@example.com',
  'ana\u0007@example.com',
  'ana perez@example.com',
  'ana@exa mple.com',
  'añа@example.com',
  '',
  '@',
  'ana@@example.com',
  `${'a'.repeat(MAX_EMAIL - 12)}@example.com`,
  `${'a'.repeat(MAX_EMAIL - 11)}@example.com`,
];

describe('isEmail', () => {
  it.each(SAMPLES)('answers as Email does for %j', (value) => {
    expect(isEmail(value)).toBe(Email.safeParse(value).success);
  });

  it('answers as Email does for generated addresses and strings', () => {
    const local = fc.stringMatching(/^[A-Za-z0-9_'+.\-\s]{0,20}$/);
    const domain = fc.stringMatching(/^[A-Za-z0-9.-]{0,20}$/);
    const address = fc.tuple(local, fc.constantFrom('@', '@@', ''), domain).map(([a, at, b]) => `${a}${at}${b}`);
    fc.assert(
      fc.property(fc.oneof(address, fc.emailAddress(), fc.string()), (value) => {
        expect(isEmail(value)).toBe(Email.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});
