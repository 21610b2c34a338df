import { describe, expect, it } from 'vitest';
import { createWedgeCollector } from './use-key-wedge.ts';

function feed(keys: string[], gapMs: number) {
  const collect = createWedgeCollector();
  let at = 1000;
  let result: string | null = null;
  for (const key of keys) {
    at += gapMs;
    result = collect(key, at) ?? result;
  }
  return result;
}

describe('keyboard-wedge scanner', () => {
  it('hands over a fast burst that ends with Enter', () => {
    expect(feed([...'abc123XYZ', 'Enter'], 8)).toBe('abc123XYZ');
  });

  it('ignores keys typed at human speed and short bursts', () => {
    expect(feed([...'abc123XYZ', 'Enter'], 200)).toBeNull();
    expect(feed([...'ab', 'Enter'], 5)).toBeNull();
  });

  it('skips modifier keys and starts over after a pause', () => {
    const collect = createWedgeCollector();
    expect(collect('x', 0)).toBeNull();
    expect(collect('y', 500)).toBeNull();
    for (const [i, key] of ['Shift', 'A', 'B', 'C', 'D'].entries()) collect(key, 505 + i);
    expect(collect('Enter', 520)).toBe('yABCD');
  });
});
