// The network's providers (GET /providers): the guard's provider registers and the invitation forms both
// show their display names (Amazon, DHL) for the stored names.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { useNetworkFeatures } from './network-features.ts';

export const providersQuery = queryOptions({
  queryKey: ['providers'],
  queryFn: ({ signal }) => api.call('providers.list', { signal }),
  select: (data) => data.providers,
  staleTime: 5 * 60_000,
});

/**
 * A provider as people read it: keys and logbook rows store the provider's name (amazon, dhl, or what was typed
 * for "Otro"); the network's list gives its display name (Amazon, DHL). Null for none.
 */
export function useProviderName(): (name: string | null | undefined) => string | null {
  // Providers switched off: the list is not asked for, and a record made before shows its stored name; so does a
  // list that could not be loaded (not this screen's error to show).
  const providers = useQuery({ ...providersQuery, enabled: useNetworkFeatures().providers, meta: { silent: true } });
  return (name) => (name ? (providers.data?.find((provider) => provider.name === name)?.display_name ?? name) : null);
}

/**
 * " · Amazon" after a row's key type. A component of its own, so that when the network's list comes only the rows
 * that name a provider redraw, not every card of a memoised list (docs/web.md, "Chunks and caching").
 */
export function ProviderSuffix({ name }: { name: string }): string {
  return ` · ${useProviderName()(name)}`;
}
