// The menus of spec §2 as data, each entry shown according to the user's role and the abilities the
// server grants (User.abilities): the mobile bottom menu, the admin's extra mobile sections and the
// desktop shell's left menu.
import type { User } from '@garita/contract';
import type { MenuItem, MenuSection } from '../components/layouts/menu.ts';

export type { MenuItem, MenuSection };

// Material's icons as paths (components/plain-icon.tsx): the phone's shell draws them without MUI.
const ADMINS_ICON =
  'M17 11c.34 0 .67.04 1 .09V6.27L10.5 3 3 6.27v4.91c0 4.54 3.2 8.79 7.5 9.82.55-.13 1.08-.32 1.6-.55-.69-.98-1.1-2.17-1.1-3.45 0-3.31 2.69-6 6-6M17 13c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 1.38c.62 0 1.12.51 1.12 1.12s-.51 1.12-1.12 1.12-1.12-.51-1.12-1.12.5-1.12 1.12-1.12m0 5.37c-.93 0-1.74-.46-2.24-1.17.05-.72 1.51-1.08 2.24-1.08s2.19.36 2.24 1.08c-.5.71-1.31 1.17-2.24 1.17';
const UNITS_ICON =
  'M17 11V3H7v4H3v14h8v-4h2v4h8V11zM7 19H5v-2h2zm0-4H5v-2h2zm0-4H5V9h2zm4 4H9v-2h2zm0-4H9V9h2zm0-4H9V5h2zm4 8h-2v-2h2zm0-4h-2V9h2zm0-4h-2V5h2zm4 12h-2v-2h2zm0-4h-2v-2h2z';
const INVITATIONS_ICON =
  'M22 10V6c0-1.11-.9-2-2-2H4c-1.1 0-1.99.89-1.99 2v4c1.1 0 1.99.9 1.99 2s-.89 2-2 2v4c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2v-4c-1.1 0-2-.9-2-2s.9-2 2-2m-9 7.5h-2v-2h2zm0-4.5h-2v-2h2zm0-4.5h-2v-2h2z';
const REGISTERED_VISITORS_ICON =
  'M22 3H2C.9 3 0 3.9 0 5v14c0 1.1.9 2 2 2h20c1.1 0 1.99-.9 1.99-2L24 5c0-1.1-.9-2-2-2M8 6c1.66 0 3 1.34 3 3s-1.34 3-3 3-3-1.34-3-3 1.34-3 3-3m6 12H2v-1c0-2 4-3.1 6-3.1s6 1.1 6 3.1zm3.85-4h1.64L21 16l-1.99 1.99c-1.31-.98-2.28-2.38-2.73-3.99-.18-.64-.28-1.31-.28-2s.1-1.36.28-2c.45-1.62 1.42-3.01 2.73-3.99L21 8l-1.51 2h-1.64c-.22.63-.35 1.3-.35 2s.13 1.37.35 2';
const DEVICES_ICON =
  'M4 6h18V4H4c-1.1 0-2 .9-2 2v11H0v3h14v-3H4zm19 2h-6c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h6c.55 0 1-.45 1-1V9c0-.55-.45-1-1-1m-1 9h-4v-7h4z';
const EVENTS_ICON =
  'M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z';
const MY_USERS_ICON =
  'M12 12.75c1.63 0 3.07.39 4.24.9 1.08.48 1.76 1.56 1.76 2.73V18H6v-1.61c0-1.18.68-2.26 1.76-2.73 1.17-.52 2.61-.91 4.24-.91M4 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m1.13 1.1c-.37-.06-.74-.1-1.13-.1-.99 0-1.93.21-2.78.58C.48 14.9 0 15.62 0 16.43V18h4.5v-1.61c0-.83.23-1.61.63-2.29M20 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m4 3.43c0-.81-.48-1.53-1.22-1.85-.85-.37-1.79-.58-2.78-.58-.39 0-.76.04-1.13.1.4.68.63 1.46.63 2.29V18H24zM12 6c1.66 0 3 1.34 3 3s-1.34 3-3 3-3-1.34-3-3 1.34-3 3-3';
const AUDIT_LOG_ICON =
  'M13 3c-4.97 0-9 4.03-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42C8.27 19.99 10.51 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m-1 5v5l4.28 2.54.72-1.21-3.5-2.08V8z';
const REGISTER_ICON =
  'm9 17 3-2.94c-.39-.04-.68-.06-1-.06-2.67 0-8 1.34-8 4v2h9zm2-5c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m4.47 8.5L12 17l1.4-1.41 2.07 2.08 5.13-5.17 1.4 1.41z';
const INTELLIGENCE_ICON =
  'M21 8c-1.45 0-2.26 1.44-1.93 2.51l-3.55 3.56c-.3-.09-.74-.09-1.04 0l-2.55-2.55C12.27 10.45 11.46 9 10 9c-1.45 0-2.27 1.44-1.93 2.52l-4.56 4.55C2.44 15.74 1 16.55 1 18c0 1.1.9 2 2 2 1.45 0 2.26-1.44 1.93-2.51l4.55-4.56c.3.09.74.09 1.04 0l2.55 2.55C12.73 16.55 13.54 18 15 18c1.45 0 2.27-1.44 1.93-2.52l3.56-3.55c1.07.33 2.51-.48 2.51-1.93 0-1.1-.9-2-2-2M15 9 .94-2.07L18 6l-2.06-.93L15 3l-.92 2.07L12 6l2.08.93zM3.5 11 4 9l2-.5L4 8l-.5-2L3 8l-2 .5L3 9z';
const GUARDS_ICON =
  'M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5zm2.5 11.59.9 3.88-3.4-2.05-3.4 2.05.9-3.87-3-2.59 3.96-.34L12 6.02l1.54 3.64 3.96.34z';
const LOGBOOK_ICON =
  'M21 5c-1.11-.35-2.33-.5-3.5-.5-1.95 0-4.05.4-5.5 1.5-1.45-1.1-3.55-1.5-5.5-1.5S2.45 4.9 1 6v14.65c0 .25.25.5.5.5.1 0 .15-.05.25-.05C3.1 20.45 5.05 20 6.5 20c1.95 0 4.05.4 5.5 1.5 1.35-.85 3.8-1.5 5.5-1.5 1.65 0 3.35.3 4.75 1.05.1.05.15.05.25.05.25 0 .5-.25.5-.5V6c-.6-.45-1.25-.75-2-1m0 13.5c-1.1-.35-2.3-.5-3.5-.5-1.7 0-4.15.65-5.5 1.5V8c1.35-.85 3.8-1.5 5.5-1.5 1.2 0 2.4.15 3.5.5zM17.5 10.5c.88 0 1.73.09 2.5.26V9.24c-.79-.15-1.64-.24-2.5-.24-1.7 0-3.24.29-4.5.83v1.66c1.13-.64 2.7-.99 4.5-.99M13 12.49v1.66c1.13-.64 2.7-.99 4.5-.99.88 0 1.73.09 2.5.26V11.9c-.79-.15-1.64-.24-2.5-.24-1.7 0-3.24.3-4.5.83m4.5 1.84c-1.7 0-3.24.29-4.5.83v1.66c1.13-.64 2.7-.99 4.5-.99.88 0 1.73.09 2.5.26v-1.52c-.79-.16-1.64-.24-2.5-.24';
const USERS_ICON =
  'M16 11c1.66 0 2.99-1.34 2.99-3S17.66 5 16 5s-3 1.34-3 3 1.34 3 3 3m-8 0c1.66 0 2.99-1.34 2.99-3S9.66 5 8 5 5 6.34 5 8s1.34 3 3 3m0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5c0-2.33-4.67-3.5-7-3.5m8 0c-.29 0-.62.02-.97.05 1.16.84 1.97 1.97 1.97 3.45V19h6v-2.5c0-2.33-4.67-3.5-7-3.5';
const WATCHLIST_ICON =
  'M8.65 5.82C9.36 4.72 10.6 4 12 4c2.21 0 4 1.79 4 4 0 1.4-.72 2.64-1.82 3.35zM20 17.17c-.02-1.1-.63-2.11-1.61-2.62-.54-.28-1.13-.54-1.77-.76zm1.19 4.02L2.81 2.81 1.39 4.22l8.89 8.89c-1.81.23-3.39.79-4.67 1.45-1 .51-1.61 1.54-1.61 2.66V20h13.17l2.61 2.61z';
const ACCESS_POINTS_ICON =
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5';
const PRIVACY_ICON = 'M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5zm-1 6h2v2h-2zm0 4h2v6h-2z';
const QR_SCANNER_ICON =
  'M9.5 6.5v3h-3v-3zM11 5H5v6h6zm-1.5 9.5v3h-3v-3zM11 13H5v6h6zm6.5-6.5v3h-3v-3zM19 5h-6v6h6zm-6 8h1.5v1.5H13zm1.5 1.5H16V16h-1.5zM16 13h1.5v1.5H16zm-3 3h1.5v1.5H13zm1.5 1.5H16V19h-1.5zM16 16h1.5v1.5H16zm1.5-1.5H19V16h-1.5zm0 3H19V19h-1.5zM22 7h-2V4h-3V2h5zm0 15v-5h-2v3h-3v2zM2 22h5v-2H4v-3H2zM2 2v5h2V4h3V2z';
const NETWORK_SETTINGS_ICON =
  'M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z';
const WEBHOOKS_ICON =
  'M10 15h5.88c.27-.31.67-.5 1.12-.5.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5c-.44 0-.84-.19-1.12-.5H11.9c-.46 2.28-2.48 4-4.9 4-2.76 0-5-2.24-5-5 0-2.42 1.72-4.44 4-4.9v2.07c-1.16.41-2 1.53-2 2.83 0 1.65 1.35 3 3 3s3-1.35 3-3zm2.5-11c1.65 0 3 1.35 3 3h2c0-2.76-2.24-5-5-5s-5 2.24-5 5c0 1.43.6 2.71 1.55 3.62l-2.35 3.9c-.68.14-1.2.75-1.2 1.48 0 .83.67 1.5 1.5 1.5s1.5-.67 1.5-1.5c0-.16-.02-.31-.07-.45l3.38-5.63C10.49 9.61 9.5 8.42 9.5 7c0-1.65 1.35-3 3-3m4.5 9c-.64 0-1.23.2-1.72.54l-3.05-5.07C11.53 8.35 11 7.74 11 7c0-.83.67-1.5 1.5-1.5S14 6.17 14 7c0 .15-.02.29-.06.43l2.19 3.65c.28-.05.57-.08.87-.08 2.76 0 5 2.24 5 5s-2.24 5-5 5c-1.85 0-3.47-1.01-4.33-2.5h2.67c.48.32 1.05.5 1.66.5 1.65 0 3-1.35 3-3s-1.35-3-3-3';

const always = () => true;
const isGuard = (user: User) => user.role === 'security_guard';

/** Mobile bottom menu: QR scanner and register for guards only, invitations and logbook for all,
 * events hidden for guards, my users for hosts only. */
export const BOTTOM_MENU: readonly MenuItem[] = [
  { path: '/qr-scanner', label: 'qrScanner', icon: QR_SCANNER_ICON, isVisible: isGuard },
  { path: '/register', label: 'register', icon: REGISTER_ICON, isVisible: isGuard },
  { path: '/invitations', label: 'invitations', icon: INVITATIONS_ICON, isVisible: always },
  { path: '/logbook', label: 'logbook', icon: LOGBOOK_ICON, isVisible: always },
  { path: '/events', label: 'events', icon: EVENTS_ICON, isVisible: (user) => !isGuard(user) },
  {
    path: '/my-users',
    label: 'myUsers',
    icon: MY_USERS_ICON,
    isVisible: (user) => user.role === 'host' && user.abilities.manage_users,
  },
];

const createsRole = (role: User['role']) => (user: User) => user.abilities.create_roles.includes(role);

/** The admin's mobile routes that the bottom menu does not carry, reached from the top bar's menu. */
export const ADMIN_MOBILE_MENU: readonly MenuItem[] = [
  {
    path: '/inteligence',
    label: 'intelligence',
    icon: INTELLIGENCE_ICON,
    isVisible: (u) => u.abilities.view_intelligence,
  },
  {
    path: '/access-points',
    label: 'accessPoints',
    icon: ACCESS_POINTS_ICON,
    isVisible: (u) => u.abilities.manage_access_points,
  },
  { path: '/departments', label: 'departments', icon: UNITS_ICON, isVisible: (u) => u.abilities.manage_units },
  { path: '/users-hosts', label: 'hosts', icon: USERS_ICON, isVisible: createsRole('host') },
  { path: '/users-guards', label: 'guards', icon: GUARDS_ICON, isVisible: createsRole('security_guard') },
  { path: '/users-admins', label: 'admins', icon: ADMINS_ICON, isVisible: createsRole('network_admin') },
  {
    path: '/network-settings',
    label: 'networkSettings',
    icon: NETWORK_SETTINGS_ICON,
    isVisible: (u) => u.abilities.manage_network,
  },
  {
    path: '/personal-data',
    label: 'privacy',
    icon: PRIVACY_ICON,
    isVisible: (u) => u.role === 'network_admin',
  },
  { path: '/audit-log', label: 'auditLog', icon: AUDIT_LOG_ICON, isVisible: (u) => u.abilities.view_audit_log },
  { path: '/webhooks', label: 'webhooks', icon: WEBHOOKS_ICON, isVisible: (u) => u.role === 'network_admin' },
  { path: '/devices', label: 'devices', icon: DEVICES_ICON, isVisible: (u) => u.role === 'network_admin' },
  { path: '/watchlist', label: 'watchlist', icon: WATCHLIST_ICON, isVisible: (u) => u.role === 'network_admin' },
];

/** Desktop shell: Intelligence (admins), Visitors (logbook, events, invitations; registered visitors for admins),
 * Settings per role. */
export const SIDE_MENU: readonly MenuSection[] = [
  {
    title: null,
    items: [
      {
        path: '/intelligence',
        label: 'intelligence',
        icon: INTELLIGENCE_ICON,
        isVisible: (u) => u.abilities.view_intelligence,
      },
    ],
  },
  {
    title: 'visitors',
    items: [
      { path: '/logbook', label: 'logbook', icon: LOGBOOK_ICON, isVisible: always },
      { path: '/events', label: 'events', icon: EVENTS_ICON, isVisible: always },
      { path: '/invitations', label: 'invitations', icon: INVITATIONS_ICON, isVisible: always },
      {
        path: '/registered-visitors',
        label: 'registeredVisitors',
        icon: REGISTERED_VISITORS_ICON,
        isVisible: (u) => u.role === 'network_admin' && u.network.favorites_enabled,
      },
    ],
  },
  {
    title: 'settings',
    items: [
      {
        path: '/access-points',
        label: 'accessPoints',
        icon: ACCESS_POINTS_ICON,
        isVisible: (u) => u.abilities.manage_access_points,
      },
      { path: '/units', label: 'units', icon: UNITS_ICON, isVisible: (u) => u.abilities.manage_units },
      { path: '/users', label: 'users', icon: USERS_ICON, isVisible: (u) => u.abilities.manage_users },
      { path: '/guards', label: 'guards', icon: GUARDS_ICON, isVisible: createsRole('security_guard') },
      { path: '/admins', label: 'admins', icon: ADMINS_ICON, isVisible: createsRole('network_admin') },
      {
        path: '/network-settings',
        label: 'networkSettings',
        icon: NETWORK_SETTINGS_ICON,
        isVisible: (u) => u.abilities.manage_network,
      },
      {
        path: '/personal-data',
        label: 'privacy',
        icon: PRIVACY_ICON,
        isVisible: (u) => u.role === 'network_admin',
      },
      { path: '/audit-log', label: 'auditLog', icon: AUDIT_LOG_ICON, isVisible: (u) => u.abilities.view_audit_log },
      { path: '/webhooks', label: 'webhooks', icon: WEBHOOKS_ICON, isVisible: (u) => u.role === 'network_admin' },
      { path: '/devices', label: 'devices', icon: DEVICES_ICON, isVisible: (u) => u.role === 'network_admin' },
      { path: '/watchlist', label: 'watchlist', icon: WATCHLIST_ICON, isVisible: (u) => u.role === 'network_admin' },
    ],
  },
];

export function visibleItems(items: readonly MenuItem[], user: User): MenuItem[] {
  return items.filter((item) => item.isVisible(user));
}

export function visibleSections(sections: readonly MenuSection[], user: User): MenuSection[] {
  return sections
    .map((section) => ({ ...section, items: visibleItems(section.items, user) }))
    .filter((section) => section.items.length > 0);
}
