// A provider as people read it: keys and registers store the provider's name (amazon, dhl, or what the
// guard typed for "Otro"); the network's provider list gives its display name (Amazon, DHL).
import { useQuery } from '@tanstack/react-query';
import { useNetworkFeatures } from '../../../lib/network-features.ts';
import { providersQuery } from '../../../lib/providers.ts';

export function useProviderName(): (name: string | null) => string | null {
  // Providers switched off: the list is not asked for, and a record made before shows its stored name.
  const providers = useQuery({ ...providersQuery, enabled: useNetworkFeatures().providers });
  return (name) => (name ? (providers.data?.find((provider) => provider.name === name)?.display_name ?? name) : null);
}
