import type { Gate } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { GateFormSchema, gateBody, gateFieldOf, gateFormFrom, storedSecretOf } from './gate-form.ts';

const httpGate: Gate = {
  id: 1,
  name: 'Pluma',
  type: 'access',
  remote_pulse: true,
  data_print_response: false,
  active: true,
  has_controller: true,
  controller: { kind: 'http', url: 'http://10.0.0.5/open', secret_set: true },
};
const parse = (input: ReturnType<typeof gateFormFrom>) => GateFormSchema.safeParse(input);
const failing = (input: ReturnType<typeof gateFormFrom>) => parse(input).error?.issues.map((i) => i.path.join('.'));

describe('gate form', () => {
  it('sends no controller for a gate opened by hand', () => {
    const values = GateFormSchema.parse({ ...gateFormFrom(null), name: 'Salida' });
    expect(gateBody(values)).toEqual({
      gate: { name: 'Salida', type: 'access', remote_pulse: false, data_print_response: false, controller: null },
    });
  });

  it('keeps a stored secret when left empty, and needs one on a new http controller', () => {
    const edit = gateFormFrom(httpGate);
    expect(gateBody(GateFormSchema.parse(edit)).gate.controller).toEqual({ kind: 'http', url: 'http://10.0.0.5/open' });
    const fresh = { ...gateFormFrom(null), name: 'Pluma', controller: 'http' as const, url: 'http://10.0.0.5/open' };
    expect(failing(fresh)).toEqual(['secret']);
    expect(failing({ ...fresh, secret: 'short' })).toEqual(['secret']);
    expect(gateBody(GateFormSchema.parse({ ...fresh, secret: 'a-long-enough-secret' })).gate.controller).toEqual({
      kind: 'http',
      url: 'http://10.0.0.5/open',
      secret: 'a-long-enough-secret',
    });
  });

  it('sends a Shelly relay with its pulse, and forgets its password only when asked', () => {
    const shelly = {
      ...gateFormFrom(null),
      name: 'Portón',
      controller: 'shelly' as const,
      url: 'http://192.168.1.40',
      username: 'admin',
      pulse_seconds: '1.5',
    };
    expect(gateBody(GateFormSchema.parse(shelly)).gate.controller).toEqual({
      kind: 'shelly',
      url: 'http://192.168.1.40',
      username: 'admin',
      pulse_seconds: 1.5,
    });
    expect(gateBody(GateFormSchema.parse({ ...shelly, clear_password: true })).gate.controller).toMatchObject({
      password: null,
    });
    expect(failing({ ...shelly, pulse_seconds: '0' })).toEqual(['pulse_seconds']);
    expect(failing({ ...shelly, url: 'ftp://relay' })).toEqual(['url']);
  });

  it('knows whose secret is stored and where a server complaint belongs', () => {
    expect(storedSecretOf(httpGate, 'http')).toBe(true);
    expect(storedSecretOf(httpGate, 'shelly')).toBe(false);
    expect(gateFieldOf('gate.controller.secret')).toBe('secret');
    expect(gateFieldOf('gate.controller.kind')).toBe('controller');
    expect(gateFieldOf('gate.name')).toBe('name');
  });
});
