// A provider key stores the provider's name ('amazon') or what was typed for "Otro": show the list's
// display name when there is one.
import { useQuery } from '@tanstack/react-query';
import { useNetworkFeatures } from '../../../lib/network-features.ts';
import { providersQuery } from '../../../lib/providers.ts';

export function useProviderName(): (name: string | null) => string {
  // Providers switched off: the list is not asked for, and a key issued before shows its stored name.
  const providers = useQuery({ ...providersQuery, enabled: useNetworkFeatures().providers, meta: { silent: true } });
  return (name) => {
    if (!name) return '';
    return providers.data?.find((provider) => provider.name === name)?.display_name ?? name;
  };
}
