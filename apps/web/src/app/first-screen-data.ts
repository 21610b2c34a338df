// The first screen's list, asked for as soon as the shell knows which screen it opens, so that it comes while the
// screen's code downloads instead of one round trip after it (docs/web.md, "Chunks and caching"). Only screens
// whose first query follows from the user alone are here, each with the very query (the same key) its list makes
// first: the list then finds its answer in the cache, or on its way, and asks for nothing more.
import type { User } from '@garita/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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

/** Asks for `screen`'s first list once, when the shell first draws (later screens ask as they open). */
export function useFirstScreenData(screen: ScreenId | undefined, user: User): void {
  const client = useQueryClient();
  useState(() => {
    if (screen) void FIRST_QUERIES[screen]?.(client, user);
  });
}
