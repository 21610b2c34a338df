// The one transient message of the app (spec §2: bottom-centre snackbar that clears after 3 s).
// Plain module state so the API client and query caches can report without React context.
import { useSyncExternalStore } from 'react';

export type NoticeSeverity = 'error' | 'success' | 'info';
export interface Notice {
  id: number;
  text: string;
  severity: NoticeSeverity;
}

let current: Notice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(notice: Notice | null): void {
  current = notice;
  for (const listener of listeners) listener();
}

export function notify(text: string, severity: NoticeSeverity = 'error'): void {
  publish({ id: nextId++, text, severity });
}

export function dismissNotice(id: number): void {
  if (current?.id === id) publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
