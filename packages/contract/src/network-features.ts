// The networks' capability flags, without zod: the web's signed-out screens and route table read them (docs/web.md,
// "Chunks and caching"); network.ts has the settings' schemas.

/**
 * The capability flags (spec §6: "the providers list, custom attributes and favourites load only under a
 * capability flag"), one per feature so that a network turns off what it does not use and keeps the rest. Off, a
 * feature's lists answer 422 `feature_off`, a write that uses it is refused the same way, and the web hides it.
 */
export const NETWORK_FEATURES = ['providers', 'custom_attributes', 'favorites'] as const;
export type NetworkFeature = (typeof NETWORK_FEATURES)[number];
export const FEATURE_FLAGS = {
  providers: 'providers_enabled',
  custom_attributes: 'custom_attributes_enabled',
  favorites: 'favorites_enabled',
} as const satisfies Record<NetworkFeature, string>;
export type FeatureFlag = (typeof FEATURE_FLAGS)[NetworkFeature];

/** Whether a network (anything carrying the three flags) has `feature` on. */
export const featureOn = (network: Record<FeatureFlag, boolean>, feature: NetworkFeature): boolean =>
  network[FEATURE_FLAGS[feature]];
