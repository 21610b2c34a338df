// The network's capability flags (spec §6; packages/contract/src/network.ts): which of providers, custom
// attributes and favourites a network uses. The endpoint table names the flag a catalogue needs (the auth hook
// refuses it when off); services ask `refuseUnlessOn` before a write that would use a feature that is off, so
// the answer is the same 422 `feature_off` everywhere, naming the field that asked for it.
import { type FeatureFlag, featureOn, type NetworkFeature } from '@garita/contract';
import { AppError } from '../lib/errors.ts';

export type FeatureFlags = Record<FeatureFlag, boolean>;

const MESSAGES: Record<NetworkFeature, string> = {
  providers: 'Providers are switched off for this network',
  custom_attributes: 'Custom attributes are switched off for this network',
  favorites: 'Favourites are switched off for this network',
};

export function featureOff(feature: NetworkFeature, path?: string): AppError {
  return new AppError(
    422,
    'feature_off',
    MESSAGES[feature],
    path === undefined ? undefined : [{ path, message: MESSAGES[feature] }],
  );
}

/** Throws feature_off (for the field at `path`) when `asked` and the network has `feature` off. */
export function refuseUnlessOn(network: FeatureFlags, feature: NetworkFeature, asked: boolean, path: string): void {
  if (asked && !featureOn(network, feature)) throw featureOff(feature, path);
}

export { featureOn };
