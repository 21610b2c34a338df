// The site admin's password rule and the time zone check, as the web and the server both apply them.
import { describe, expect, it } from 'vitest';
import { isTimeZone, passwordProblems, providerNameOf, SetupRequest } from './index.ts';

describe('passwordProblems', () => {
  it.each([
    ['Palmas-2026!', []],
    ['correct horse battery staple', []],
    ['abcdefghijklmn', ['one_kind']],
    ['1234567890123', ['one_kind']],
    ['short1A', ['too_short']],
    ['Password123', ['too_common']],
    ['GARITA12345', ['too_common']],
  ])('%s -> %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it('refuses the email and its name part, whatever the case', () => {
    expect(passwordProblems('Ana.Admin@Example.com', 'ana.admin@example.com')).toContain('is_email');
    expect(passwordProblems('ana.admin2026', 'ana.admin2026@example.com')).toContain('is_email');
    expect(passwordProblems('ana.admin2026!', 'ana.admin2026@example.com')).toEqual([]);
  });

  it('reports every problem of a setup body at admin.password', () => {
    const result = SetupRequest.safeParse({
      network: { name: 'Red', kind: 'residential', time_zone: 'America/Mexico_City' },
      admin: { name: 'Ana', email: 'ana@example.com', password: 'ana' },
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['admin.password', 'at least 10 characters'],
      ['admin.password', 'mix at least two kinds of characters: lower-case, upper-case, digits, symbols'],
      ['admin.password', 'must not be the email or its name part'],
    ]);
  });
});

describe('isTimeZone', () => {
  it.each(['America/Mexico_City', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+6', 'Europe/Madrid'])(
    'takes %s',
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );
  it.each(['', 'Mars/Olympus', '+05:00', 'America/Mexico City', '../etc/passwd', 'america/nowhere'])(
    'refuses %s',
    (zone) => expect(isTimeZone(zone)).toBe(false),
  );
});

describe('providerNameOf', () => {
  it.each([
    ['Mercado Libre', 'mercado_libre'],
    ["Domino's Pizza", 'dominos_pizza'],
    ['  Gas Éxpress  del Norte ', 'gas_express_del_norte'],
    ['***', ''],
  ])('%s -> %s', (display, name) => expect(providerNameOf(display)).toBe(name));
});
