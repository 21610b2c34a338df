// Every namespace, in the order i18next is told (core.ts holds the login screen's, rest-en.ts and
// rest-es.ts the others).
export const NAMESPACES = [
  'common',
  'auth',
  'nav',
  'profile',
  'errors',
  'users',
  'units',
  'access-points',
  'scanner',
  'register',
  'logbook',
  'public-invitation',
  'dynamic-key',
  'events',
  'favorites',
  'invitations',
  'console',
  'provider',
  'intelligence',
  'setup',
  'network-settings',
  'account',
  'privacy',
  'retention',
  'text-input',
  'audit',
  'live',
  'share',
  'webhooks',
  'watchlist',
  'devices',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const CORE_NAMESPACES = [
  'common',
  'auth',
  'errors',
  'nav',
  'text-input',
  'live',
] as const satisfies readonly Namespace[];

/** The namespaces i18next's loader brings on first use (lib/i18n.ts). */
export const REST_NAMESPACES = NAMESPACES.filter(
  (namespace) => !(CORE_NAMESPACES as readonly Namespace[]).includes(namespace),
);
