// The gate controller's address: a bad one is a validation error on the field, never a thrown TypeError
// (found by the API fuzzer: `new URL('')` inside a refinement answered 500).
import { describe, expect, it } from 'vitest';
import { CreateGate, UpdateGate } from './access-servers.ts';

const gate = (controller: object) => ({ gate: { name: 'Pluma', type: 'access', controller } });

describe('gate controller address', () => {
  it.each(['', 'nope', '://', 'http//x', '  '])('refuses %j on the url field without throwing', (url) => {
    for (const controller of [
      { kind: 'http', url, secret: 'x'.repeat(20) },
      { kind: 'shelly', url },
    ]) {
      const result = CreateGate.safeParse(gate(controller));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('gate.controller.url');
      expect(UpdateGate.safeParse(gate(controller)).success).toBe(false);
    }
  });

  it('still refuses credentials, fragments and a relay query, and accepts a plain address', () => {
    expect(
      CreateGate.safeParse(gate({ kind: 'http', url: 'http://u:p@relay.local', secret: 'x'.repeat(20) })).success,
    ).toBe(false);
    expect(
      CreateGate.safeParse(gate({ kind: 'http', url: 'http://relay.local/#x', secret: 'x'.repeat(20) })).success,
    ).toBe(false);
    expect(CreateGate.safeParse(gate({ kind: 'shelly', url: 'http://relay.local/?a=1' })).success).toBe(false);
    expect(CreateGate.safeParse(gate({ kind: 'shelly', url: 'http://192.168.1.20' })).success).toBe(true);
  });
});
