// A provider as people read it: keys and registers store the provider's name (amazon, dhl, or what the
// guard typed for "Otro"); the network's provider list gives its display name (Amazon, DHL).
import { useQuery } from '@tanstack/react-query';
import { providersQuery } from '../../../lib/providers.ts';

export function useProviderName(): (name: string | null) => string | null {
  const providers = useQuery(providersQuery);
  return (name) => (name ? (providers.data?.find((provider) => provider.name === name)?.display_name ?? name) : null);
}
