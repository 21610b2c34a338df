// What the first screen draws, asked for by the entry as soon as a signed-in start knows which screen it opens
// (first-screen.ts), so that it comes while the shell's and the screen's code download instead of one round
// trip after them (docs/web.md, "Chunks and caching"): the list, and what its screen draws with it (the providers'
// display names on the cards; on the logbook the access points' zones for "today" and the guard's guests-inside
// count). Only screens whose first queries follow from the user alone are here, each with the very queries (the
// same keys) the screen makes first: it then finds its answers in the cache, or on their way, and asks for nothing
// more.
import type { User } from '@garita/contract';
import type { QueryClient } from '@tanstack/react-query';
import { firstInvitationsQuery } from '../features/invitations/api/get-invitations.ts';
import { firstLogbookQuery } from '../features/logbook/api/logbook-queries.ts';
import { accessServerZonesQuery } from '../lib/access-server-options.ts';
import { networkFeatures } from '../lib/network-features.ts';
import { providersQuery } from '../lib/providers.ts';
import { currentGuestsQuery } from '../lib/transactions.ts';
import type { ScreenId } from './routes.ts';

type Prefetch = (client: QueryClient, user: User) => Promise<unknown>[];

/** The providers' display names, on every card of a network that has providers. */
const providerNames = (client: QueryClient, user: User) =>
  networkFeatures(user.network).providers ? [client.prefetchQuery(providersQuery)] : [];

const invitations: Prefetch = (client, user) => [
  client.prefetchQuery(firstInvitationsQuery()),
  ...providerNames(client, user),
];
const logbook: Prefetch = (client, user) => [
  client.prefetchQuery(firstLogbookQuery(user)),
  client.prefetchQuery(accessServerZonesQuery),
  ...providerNames(client, user),
  // The guard's phone shows how many are inside its access point (logbook-screen.tsx).
  ...(user.role === 'security_guard' && user.last_access_selected
    ? [client.prefetchQuery(currentGuestsQuery(user.last_access_selected.id))]
    : []),
];

const FIRST_QUERIES: Partial<Record<ScreenId, Prefetch>> = {
  invitations,
  'desktop-invitations': invitations,
  logbook,
  'guard-console': logbook,
};

/** Asks for what `screen` draws first (later screens ask as they open). */
export function askFirstScreenData(client: QueryClient, screen: ScreenId, user: User): void {
  FIRST_QUERIES[screen]?.(client, user);
}
