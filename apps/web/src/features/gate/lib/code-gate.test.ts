import { describe, expect, it } from 'vitest';
import { createCodeGate } from './code-gate.ts';

describe('camera code gate', () => {
  it('holds back a code just registered until the camera has seen no code', () => {
    const gate = createCodeGate();
    expect(gate.admits('abc', 'camera')).toBe(true);
    gate.settle('abc');
    expect(gate.admits('abc', 'camera')).toBe(false);
    expect(gate.admits('other', 'camera')).toBe(true);
    gate.clear();
    expect(gate.admits('abc', 'camera')).toBe(true);
  });

  it('always passes a code from a handheld scanner or typed by the guard', () => {
    const gate = createCodeGate();
    gate.settle('abc');
    expect(gate.admits('abc', 'scanner')).toBe(true);
    expect(gate.admits('abc', 'typed')).toBe(true);
  });
});
