// The route tables of spec §2 as data: for each role and layout, which path shows which screen.
// Screens are looked up in screens.tsx; a path whose screen is not built yet shows Not Found.
import { type FeatureFlag, featureOn, type NetworkFeature, type Role } from '@garita/contract';
import { matchPath } from 'react-router';

export type LayoutMode = 'mobile' | 'desktop';

export const SCREEN_IDS = [
  // shared mobile screens (hosts, secondary hosts, admins on mobile, guards)
  'invitations',
  'invitation-detail',
  'edit-invitation',
  'new-invitation',
  'favorites',
  'logbook',
  'transaction-detail',
  'events',
  'new-event',
  'event-detail',
  'edit-event',
  'add-event-guests',
  'add-event-guest',
  'edit-event-guest',
  'my-users',
  'user-detail',
  'new-user',
  'edit-user',
  // guard
  'qr-scanner',
  'scanner-camera',
  'register',
  'provider-transaction',
  'guard-console',
  // admin on mobile: read-only lists
  'intelligence',
  'access-points',
  'departments',
  'edit-department',
  'users-hosts',
  'users-guards',
  'users-admins',
  'network-settings',
  'personal-data',
  'audit-log',
  'webhooks',
  'devices',
  'watchlist',
  // desktop shell pages
  'desktop-invitations',
  'desktop-logbook',
  'desktop-events',
  'desktop-intelligence',
  'desktop-access-points',
  'desktop-units',
  'desktop-users',
  'desktop-guards',
  'desktop-admins',
  'registered-visitors',
  // shown without a shell
  'ctpat',
] as const;
export type ScreenId = (typeof SCREEN_IDS)[number];

export interface RouteEntry {
  path: string;
  screen: ScreenId;
}

const r = (path: string, screen: ScreenId): RouteEntry => ({ path, screen });

const INVITATION_DETAIL = [r('/invitation/:id', 'invitation-detail'), r('/invitation-detail/:id', 'invitation-detail')];
const EVENT_SCREENS = [
  r('/events', 'events'),
  r('/new-event', 'new-event'),
  r('/event-detail/:eventId', 'event-detail'),
  r('/add-event-guest/:eventId', 'add-event-guest'),
  r('/edit-event-guest/:eventId/:invId', 'edit-event-guest'),
  r('/edit-event/:id', 'edit-event'),
];

const SECONDARY_HOST_MOBILE: RouteEntry[] = [
  r('/invitations', 'invitations'),
  ...INVITATION_DETAIL,
  r('/logbook', 'logbook'),
  r('/new-invitation/:cmId', 'new-invitation'),
  r('/my-favorites', 'favorites'),
  r('/new-user', 'new-user'),
  r('/edit-user/:uId', 'edit-user'),
  r('/edit-invitation/:id', 'edit-invitation'),
  r('/add-event-guests/:id', 'add-event-guests'),
  r('/transaction-detail/:id', 'transaction-detail'),
  r('/user-detail/:uId', 'user-detail'),
  ...EVENT_SCREENS,
];

/** Spec §2 mobile tables ("Admin mobile routes", "Host on mobile", "Secondary host", "Guard"). */
export const MOBILE_ROUTES: Record<Role, readonly RouteEntry[]> = {
  network_admin: [
    r('/inteligence', 'intelligence'),
    r('/invitations', 'invitations'),
    ...INVITATION_DETAIL,
    r('/logbook', 'logbook'),
    r('/access-points', 'access-points'),
    r('/departments', 'departments'),
    r('/edit-department/:id', 'edit-department'),
    r('/users-hosts', 'users-hosts'),
    r('/users-guards', 'users-guards'),
    r('/users-admins', 'users-admins'),
    r('/network-settings', 'network-settings'),
    r('/personal-data', 'personal-data'),
    r('/audit-log', 'audit-log'),
    r('/webhooks', 'webhooks'),
    r('/devices', 'devices'),
    r('/watchlist', 'watchlist'),
    r('/edit-user/:uId', 'edit-user'),
    r('/new-user', 'new-user'),
    r('/new-invitation/:cmId', 'new-invitation'),
    r('/transaction-detail/:id', 'transaction-detail'),
    ...EVENT_SCREENS,
  ],
  host: [r('/my-users', 'my-users'), ...SECONDARY_HOST_MOBILE],
  secondary_user: SECONDARY_HOST_MOBILE,
  security_guard: [
    r('/qr-scanner/camera/:gateId', 'scanner-camera'),
    r('/register', 'register'),
    r('/qr-scanner', 'qr-scanner'),
    r('/logbook', 'logbook'),
    r('/invitations', 'invitations'),
    ...INVITATION_DETAIL,
    r('/provider-transaction/:id/:gateId', 'provider-transaction'),
    r('/transaction-detail/:id', 'transaction-detail'),
  ],
};

/** Spec §2 desktop pages: the admin/host shell (default page invitations) and the single guard console. */
export const DESKTOP_PAGES: Record<Role, readonly RouteEntry[]> = {
  network_admin: [
    r('/', 'desktop-invitations'),
    r('/invitations', 'desktop-invitations'),
    r('/logbook', 'desktop-logbook'),
    r('/events', 'desktop-events'),
    r('/intelligence', 'desktop-intelligence'),
    r('/access-points', 'desktop-access-points'),
    r('/units', 'desktop-units'),
    r('/users', 'desktop-users'),
    r('/guards', 'desktop-guards'),
    r('/admins', 'desktop-admins'),
    r('/registered-visitors', 'registered-visitors'),
  ],
  host: [
    r('/', 'desktop-invitations'),
    r('/invitations', 'desktop-invitations'),
    r('/logbook', 'desktop-logbook'),
    r('/events', 'desktop-events'),
    r('/users', 'desktop-users'),
  ],
  secondary_user: [
    r('/invitations', 'desktop-invitations'),
    r('/logbook', 'desktop-logbook'),
    r('/events', 'desktop-events'),
  ],
  security_guard: [r('/qr-scanner', 'guard-console')],
};

/** Reachable by every signed-in role, outside any shell (it is also loaded inside the ctpat frame). */
export const BARE_ROUTES: readonly RouteEntry[] = [r('/ctpat', 'ctpat')];

/** Screens of a feature a network may switch off (spec §6): without it their paths show Not Found. */
export const SCREEN_FEATURES: Partial<Record<ScreenId, NetworkFeature>> = {
  favorites: 'favorites',
  'registered-visitors': 'favorites',
};

/**
 * The paths a role may open in a layout: desktop pages first, then the role's mobile paths they do not replace;
 * given the network's capability flags, without the screens of the features it switched off.
 */
export function routeTable(role: Role, layout: LayoutMode, network?: Record<FeatureFlag, boolean>): RouteEntry[] {
  const pages = layout === 'mobile' ? [] : DESKTOP_PAGES[role];
  const taken = new Set(pages.map((entry) => entry.path));
  const table = [...pages, ...MOBILE_ROUTES[role].filter((entry) => !taken.has(entry.path))];
  if (!network) return table;
  return table.filter((entry) => {
    const feature = SCREEN_FEATURES[entry.screen];
    return !feature || featureOn(network, feature);
  });
}

/** Where a role lands after login (spec §2 "After login"). */
export function landingPath(role: Role, layout: LayoutMode): string {
  if (role === 'security_guard') return '/qr-scanner';
  if ((role === 'network_admin' || role === 'host') && layout === 'desktop') return '/';
  return '/invitations';
}

/** Public paths reachable without a token; everything else shows login (or setup, on a site not set up yet). */
export const PUBLIC_PATHS = ['/sign-up', '/restore-password', '/reset-password', '/setup', '/privacy'] as const;
export const LOGIN_PATH = '/login';
/** The privacy notice (public): /privacy, or /privacy/<public id> for one network's. */
export const PRIVACY_NOTICE_PATH = '/privacy';
/** The first run's screen: shown instead of login while the site has no network, then never again. */
export const SETUP_PATH = '/setup';

/** The entry of `table` that `pathname` opens, if any. */
export function findRoute(table: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  return table.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
}
