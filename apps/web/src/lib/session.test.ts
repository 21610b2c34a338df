// "Remember me" keeps the email only (issue 13, docs/accounts.md), and what an older version kept is cleaned.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearTabState,
  forgetRememberedPassword,
  getRememberedEmail,
  REMEMBER_KEY,
  setRememberedEmail,
} from './session.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('remembered email', () => {
  it('stores the email and nothing else', () => {
    setRememberedEmail('host@demo.test');
    expect(JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? 'null')).toEqual({ email: 'host@demo.test' });
    expect(getRememberedEmail()).toBe('host@demo.test');
    setRememberedEmail(null);
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
    expect(getRememberedEmail()).toBeNull();
  });

  it('removes the password an older version remembered, keeping the email', () => {
    localStorage.setItem(REMEMBER_KEY, JSON.stringify({ email: 'host@demo.test', password: 'demo1234' }));
    forgetRememberedPassword();
    expect(localStorage.getItem(REMEMBER_KEY)).not.toContain('demo1234');
    expect(getRememberedEmail()).toBe('host@demo.test');

    localStorage.setItem(REMEMBER_KEY, JSON.stringify({ password: 'demo1234' }));
    forgetRememberedPassword();
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it("drops this tab's flags of the signed-in user, not other sites' keys", () => {
    sessionStorage.setItem('garita.nativeAppSuggested', '1');
    sessionStorage.setItem('other.key', 'x');
    clearTabState();
    expect(sessionStorage.getItem('garita.nativeAppSuggested')).toBeNull();
    expect(sessionStorage.getItem('other.key')).toBe('x');
  });
});
