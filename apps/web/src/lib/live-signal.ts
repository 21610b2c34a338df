// A change the live stream announced (docs/live.md), for code that keeps its own copy of the server's data instead
// of a React Query cache: the guard's offline snapshot refreshes at once (docs/offline.md). Module state, no
// React, so the stream's hook in the entry chunk need not import the offline code.
type LiveKind = 'transaction' | 'access_key';
type Listener = (kind: LiveKind) => void;

const listeners = new Set<Listener>();

export function signalLiveChange(kind: LiveKind): void {
  for (const listener of listeners) listener(kind);
}

export function onLiveChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
