// Every namespace, in the order i18next is told (core.ts holds the login screen's, shell-en.ts and shell-es.ts the
// signed-in shell's, rest-en.ts and rest-es.ts the others).
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

/** The namespaces i18next's loader brings on first use (lib/i18n.ts): the shell's and every other page's. */
export const REST_NAMESPACES = NAMESPACES.filter(
  (namespace) => !(CORE_NAMESPACES as readonly Namespace[]).includes(namespace),
);

/**
 * What the signed-in shell (header, menus, profile) and the phone's first screens (a guard's gate choice and camera,
 * anyone's invitations and logbook) speak beyond the core: loaded before the shell draws, in their own chunk (locales/shell-en.ts, shell-es.ts), so the
 * guard's first screen does not wait for every other screen's words.
 */
export const SHELL_NAMESPACES = [
  'account',
  'console',
  'dynamic-key',
  'invitations',
  'logbook',
  'profile',
  'scanner',
] as const satisfies readonly Namespace[];
