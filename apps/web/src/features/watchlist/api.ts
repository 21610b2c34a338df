// The network's watchlist (docs/watchlist.md): the admins' list and its writes.
import type { NewWatchlistEntry, WatchlistEntry } from '@garita/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const WATCHLIST_KEY = ['watchlist'] as const;

export const watchlistQuery = queryOptions({
  queryKey: WATCHLIST_KEY,
  queryFn: ({ signal }) => api.call('watchlist.list', { signal }),
  select: (data) => data.entries,
});

/** The whole list for a CSV download; the server records the download (`export=1`, docs/audit.md). */
export async function fetchWatchlistForExport(): Promise<WatchlistEntry[]> {
  return (await api.call('watchlist.list', { query: { export: '1' } })).entries;
}

/** Adds one entry (the CSV import adds its rows one by one with it). */
export const createWatchlistEntry = (body: NewWatchlistEntry) => api.call('watchlist.create', { body });

export function useSaveWatchlistEntry(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWatchlistEntry) =>
      id === null ? createWatchlistEntry(body) : api.call('watchlist.update', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: WATCHLIST_KEY }),
  });
}

export function useRemoveWatchlistEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('watchlist.delete', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: WATCHLIST_KEY }),
  });
}

export const refreshWatchlist = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: WATCHLIST_KEY });
