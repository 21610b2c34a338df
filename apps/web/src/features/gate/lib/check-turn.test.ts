import { describe, expect, it } from 'vitest';
import { createCheckTurn } from './check-turn.ts';

describe('camera screen check turn', () => {
  it("checks the guard's code that came while the camera's was being checked, once that one is done", () => {
    const turn = createCheckTurn();
    expect(turn.begin('camera-code', 'camera')).toBe(true);
    expect(turn.begin('typed-code', 'typed')).toBe(false);
    expect(turn.end(false)).toBe('typed-code');
    expect(turn.begin('typed-code', 'typed')).toBe(true);
    expect(turn.end(true)).toBeNull();
  });

  it("lets the camera's code go while another is checked: the camera reads it again", () => {
    const turn = createCheckTurn();
    expect(turn.begin('typed-code', 'typed')).toBe(true);
    expect(turn.begin('camera-code', 'camera')).toBe(false);
    expect(turn.end(false)).toBeNull();
  });

  it('keeps the latest of two codes from a handheld scanner', () => {
    const turn = createCheckTurn();
    turn.begin('first', 'camera');
    turn.begin('second', 'scanner');
    turn.begin('third', 'scanner');
    expect(turn.end(false)).toBe('third');
  });

  it('drops the waiting code when the check under way ends on a scan result, which the screen shows', () => {
    const turn = createCheckTurn();
    turn.begin('camera-code', 'camera');
    turn.begin('typed-code', 'typed');
    expect(turn.end(true)).toBeNull();
    expect(turn.begin('another', 'camera')).toBe(true);
  });
});
