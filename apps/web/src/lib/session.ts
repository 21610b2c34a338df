// The signed-in session (token + user) and remembered credentials, kept in localStorage (spec §3 "Client state").
// React reads it through useSession(); other tabs' logins and logouts arrive through the storage event.
import type { User } from '@garita/contract';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string;
  user: User;
}
export interface RememberedCredentials {
  email: string;
  password: string;
}

export const SESSION_KEY = 'garita.session';
/** Spec §3 keeps the password when "remember password" is on; it never leaves this browser. */
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

export function updateSessionUser(user: User): void {
  const session = getSession();
  if (session) setSession({ ...session, user });
}

export function clearSession(): void {
  setSession(null);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

export function getRemembered(): RememberedCredentials | null {
  const stored = readJson(REMEMBER_KEY) as Partial<RememberedCredentials> | null;
  if (typeof stored?.email !== 'string' || typeof stored.password !== 'string') return null;
  return { email: stored.email, password: stored.password };
}

export function setRemembered(credentials: RememberedCredentials | null): void {
  if (credentials) localStorage.setItem(REMEMBER_KEY, JSON.stringify(credentials));
  else localStorage.removeItem(REMEMBER_KEY);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    current = load();
    emit();
  });
}
