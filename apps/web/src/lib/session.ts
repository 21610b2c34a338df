// The signed-in session (token + user) and the remembered email, kept in localStorage (spec §3 "Client state").
// React reads it through useSession(); other tabs' logins and logouts arrive through the storage event.
// "Remember me" keeps the email only: the browser's password manager keeps passwords (docs/accounts.md).
import type { User } from '@garita/contract';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string;
  user: User;
}
export const SESSION_KEY = 'garita.session';
/** `{email}` while "remember me" is on. Versions before issue 13 also kept the password here. */
export const REMEMBER_KEY = 'garita.remember';

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const { token, user } = value as Partial<Session>;
  return typeof token === 'string' && token.length > 0 && !!user && typeof user === 'object' && 'role' in user;
}

let current: Session | null = null;
let loaded = false;
const listeners = new Set<() => void>();

function load(): Session | null {
  const stored = readJson(SESSION_KEY);
  return isSession(stored) ? stored : null;
}

export function getSession(): Session | null {
  if (!loaded) {
    current = load();
    loaded = true;
  }
  return current;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSession(session: Session | null): void {
  current = session;
  loaded = true;
  if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_KEY);
  emit();
}

/**
 * The signed-in user as the server now describes them. An answer equal to what the tab holds changes nothing: every
 * start reads the session again, and a new user object would draw the whole shell and screen once more.
 */
export function updateSessionUser(user: User): void {
  const session = getSession();
  if (session && JSON.stringify(session.user) !== JSON.stringify(user)) setSession({ ...session, user });
}

export function clearSession(): void {
  setSession(null);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** The email "remember me" kept, or null. */
export function getRememberedEmail(): string | null {
  const stored = readJson(REMEMBER_KEY) as { email?: unknown } | null;
  return typeof stored?.email === 'string' && stored.email !== '' ? stored.email : null;
}

export function setRememberedEmail(email: string | null): void {
  if (email) localStorage.setItem(REMEMBER_KEY, JSON.stringify({ email }));
  else localStorage.removeItem(REMEMBER_KEY);
}

/**
 * Rewrites what an older version remembered ({email, password}) as the email alone, so no password stays in
 * this browser's storage. Runs when the app loads.
 */
export function forgetRememberedPassword(): void {
  try {
    const stored = readJson(REMEMBER_KEY);
    if (stored && typeof stored === 'object' && 'password' in stored) setRememberedEmail(getRememberedEmail());
  } catch {
    // Storage unavailable (private mode): nothing is kept either.
  }
}

/** This tab's UI flags of the signed-in user (sessionStorage `garita.*`), dropped at logout. */
export function clearTabState(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const key of keys) if (key?.startsWith('garita.')) sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to drop.
  }
}

if (typeof window !== 'undefined') {
  forgetRememberedPassword();
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    current = load();
    emit();
  });
}
