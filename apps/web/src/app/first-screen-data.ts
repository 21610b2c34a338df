// The first screen's list, asked for by the entry as soon as a signed-in start knows which screen it opens
// (first-screen.ts), so that it comes while the shell's and the screen's code download instead of one round
// trip after them (docs/web.md, "Chunks and caching"). Only screens
// whose first query follows from the user alone are here, each with the very query (the same key) its list makes
// first: the list then finds its answer in the cache, or on its way, and asks for nothing more.
import type { User } from '@garita/contract';
import type { QueryClient } from '@tanstack/react-query';
import { firstInvitationsQuery } from '../features/invitations/api/get-invitations.ts';
import { firstLogbookQuery } from '../features/logbook/api/logbook-queries.ts';
import type { ScreenId } from './routes.ts';

type Prefetch = (client: QueryClient, user: User) => Promise<void>;

const invitations: Prefetch = (client) => client.prefetchQuery(firstInvitationsQuery());
const logbook: Prefetch = (client, user) => client.prefetchQuery(firstLogbookQuery(user));

const FIRST_QUERIES: Partial<Record<ScreenId, Prefetch>> = {
  invitations,
  'desktop-invitations': invitations,
  logbook,
  'guard-console': logbook,
};

/** Asks for `screen`'s first list (later screens ask as they open). */
export function askFirstScreenData(client: QueryClient, screen: ScreenId, user: User): void {
  void FIRST_QUERIES[screen]?.(client, user);
}
