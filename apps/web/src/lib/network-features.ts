// The capability flags of the signed-in user's network (spec §6; packages/contract/src/network.ts): which of
// providers, custom attributes and favourites the screens offer. Off, a feature's lists are not asked for (the
// server would answer feature_off), its fields, menus and panels are hidden, and forms send nothing that uses it.
import type { NetworkInfo } from '@garita/contract';
import { useSession } from './session.ts';

export interface NetworkFeatures {
  providers: boolean;
  customAttributes: boolean;
  favorites: boolean;
  /** The https form a custom attribute named `ctpat` opens in a frame; null: none set. */
  ctpatFormUrl: string | null;
}

export function networkFeatures(network: NetworkInfo | undefined): NetworkFeatures {
  return {
    providers: network?.providers_enabled ?? false,
    customAttributes: network?.custom_attributes_enabled ?? false,
    favorites: network?.favorites_enabled ?? false,
    ctpatFormUrl: network?.ctpat_form_url ?? null,
  };
}

export function useNetworkFeatures(): NetworkFeatures {
  return networkFeatures(useSession()?.user.network);
}
