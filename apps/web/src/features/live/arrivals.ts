// The in-app arrival notices (docs/live.md): a resident's visitors let in at the gate, as the live stream tells
// them. Plain module state, like lib/notify.ts, so the stream hook and the notices need no shared context.
import type { LiveArrival } from '@garita/contract';
import { useSyncExternalStore } from 'react';

export interface ArrivalNotice extends LiveArrival {
  /** The live event's id: one notice per event, however often a reconnect replays it. */
  id: number;
}

/** The most notices kept on screen: older ones drop off. */
const MAX_SHOWN = 3;

let notices: readonly ArrivalNotice[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly ArrivalNotice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

export function addArrival(notice: ArrivalNotice): void {
  if (notices.some((n) => n.id === notice.id)) return;
  publish([notice, ...notices].slice(0, MAX_SHOWN));
}

export function dismissArrival(id: number): void {
  publish(notices.filter((n) => n.id !== id));
}

export function clearArrivals(): void {
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useArrivals(): readonly ArrivalNotice[] {
  return useSyncExternalStore(subscribe, () => notices);
}

/** The time of the arrival as the access point's wall clock, 24-hour ("21:04"). */
export function arrivalTime(at: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(at),
  );
}
