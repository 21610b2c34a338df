import { PASSWORD_PROBLEM_MESSAGES } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import {
  defaultTimeZone,
  emptySetupForm,
  passwordProblemOf,
  refusedPasswordProblems,
  SetupFormSchema,
  setupFieldOf,
} from './setup-form.ts';

describe('setup form', () => {
  it("defaults to the browser's zone when the server would take it, else Mexico City", () => {
    expect(defaultTimeZone('America/Tijuana')).toBe('America/Tijuana');
    expect(defaultTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(defaultTimeZone('UTC')).toBe('UTC');
    expect(defaultTimeZone('+05:00')).toBe('America/Mexico_City');
    expect(defaultTimeZone('America/Gotham')).toBe('America/Mexico_City');
    expect(defaultTimeZone('')).toBe('America/Mexico_City');
  });

  it('starts empty, residential, and is refused as it is', () => {
    const empty = emptySetupForm('America/Merida');
    expect(empty.network).toEqual({ name: '', kind: 'residential', time_zone: 'America/Merida' });
    const paths = SetupFormSchema.safeParse(empty).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['network.name', 'admin.name', 'admin.email', 'admin.password']));
  });

  it('sends what the server expects: trimmed, the email lower-cased', () => {
    const parsed = SetupFormSchema.parse({
      network: { name: ' Los Pinos ', kind: 'corporate', time_zone: 'America/Merida' },
      admin: { name: ' Paula ', email: ' Paula@Pinos.Example ', password: 'Pinos-2026-seguro' },
    });
    expect(parsed).toEqual({
      network: { name: 'Los Pinos', kind: 'corporate', time_zone: 'America/Merida' },
      admin: { name: 'Paula', email: 'paula@pinos.example', password: 'Pinos-2026-seguro' },
    });
  });

  it('puts a server complaint on the field it names, and nowhere when it names none', () => {
    expect(setupFieldOf('admin.password')).toBe('admin.password');
    expect(setupFieldOf('network.time_zone')).toBe('network.time_zone');
    expect(setupFieldOf('admin.email')).toBe('admin.email');
    expect(setupFieldOf('network')).toBeUndefined();
    expect(setupFieldOf('admin.name_extra')).toBeUndefined();
  });

  it("reads which password rule the server's message names", () => {
    expect(passwordProblemOf(PASSWORD_PROBLEM_MESSAGES.too_common)).toBe('too_common');
    expect(passwordProblemOf(PASSWORD_PROBLEM_MESSAGES.is_email)).toBe('is_email');
    expect(passwordProblemOf('something else')).toBeUndefined();
    expect(passwordProblemOf(undefined)).toBeUndefined();
  });

  it("tells this browser's findings first, the server's when it finds nothing", () => {
    expect(refusedPasswordProblems('short', 'a@b.example')).toEqual(['too_short', 'one_kind']);
    expect(refusedPasswordProblems('paula.2026@x.example', 'paula.2026@x.example')).toEqual(['is_email']);
    expect(refusedPasswordProblems('Fine-password-1', 'a@b.example', PASSWORD_PROBLEM_MESSAGES.too_common)).toEqual([
      'too_common',
    ]);
    expect(refusedPasswordProblems('Fine-password-1', 'a@b.example', 'new rule')).toEqual([]);
  });
});
