// A small persisted preference (localStorage or sessionStorage) that React components can subscribe to.
import { useSyncExternalStore } from 'react';

export interface StoredValue<T extends string> {
  get(): T | null;
  set(value: T | null): void;
  use(): T | null;
}

export function storedValue<T extends string>(
  key: string,
  allowed: readonly T[],
  storage: () => Storage = () => localStorage,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  const get = (): T | null => {
    try {
      const value = storage().getItem(key);
      return allowed.find((option) => option === value) ?? null;
    } catch {
      return null;
    }
  };
  const set = (value: T | null): void => {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { get, set, use: () => useSyncExternalStore(subscribe, get, () => null) };
}
