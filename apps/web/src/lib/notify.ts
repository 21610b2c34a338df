// The one transient message of the app (spec §2: bottom-centre snackbar that clears after 3 s).
// Plain module state so the API client and query caches can report without React context. The message clears
// itself here, 3 s after it was given, whatever the pointer does (MUI's own timer pauses under the mouse).
import { ERROR_MESSAGE_MS } from '@garita/contract';
import { useSyncExternalStore } from 'react';

export type NoticeSeverity = 'error' | 'success' | 'info';
export interface Notice {
  id: number;
  text: string;
  severity: NoticeSeverity;
}

let current: Notice | null = null;
let nextId = 1;
let clearTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(notice: Notice | null): void {
  current = notice;
  for (const listener of listeners) listener();
}

export function notify(text: string, severity: NoticeSeverity = 'error'): void {
  const id = nextId++;
  publish({ id, text, severity });
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => dismissNotice(id), ERROR_MESSAGE_MS);
}

export function dismissNotice(id: number): void {
  if (current?.id === id) publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The message on screen now. */
export function currentNotice(): Notice | null {
  return current;
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(subscribe, currentNotice, () => null);
}
