// Which Garita server a test file talks to: the shared one global-setup.ts starts, or one of the file's own
// (own-server.ts, through `withOwnServer`) for suites that count what a whole access point or network holds
// (visitors inside, contacts), which the suites running alongside on the shared server would change under them.
import { inject } from 'vitest';

let ownURL: string | null = null;

export function useServer(baseURL: string | null): void {
  ownURL = baseURL;
}

export function serverURL(): string {
  return ownURL ?? inject('baseURL');
}
