// The menus of spec §2 as data, each entry shown according to the user's role and the abilities the
// server grants (User.abilities): the mobile bottom menu, the admin's extra mobile sections and the
// desktop shell's left menu.
import type { User } from '@garita/contract';
import AdminsIcon from '@mui/icons-material/AdminPanelSettings';
import UnitsIcon from '@mui/icons-material/Apartment';
import InvitationsIcon from '@mui/icons-material/ConfirmationNumber';
import RegisteredVisitorsIcon from '@mui/icons-material/ContactPhone';
import DevicesIcon from '@mui/icons-material/Devices';
import EventsIcon from '@mui/icons-material/Event';
import MyUsersIcon from '@mui/icons-material/Groups';
import AuditLogIcon from '@mui/icons-material/History';
import RegisterIcon from '@mui/icons-material/HowToReg';
import IntelligenceIcon from '@mui/icons-material/Insights';
import GuardsIcon from '@mui/icons-material/LocalPolice';
import LogbookIcon from '@mui/icons-material/MenuBook';
import UsersIcon from '@mui/icons-material/People';
import WatchlistIcon from '@mui/icons-material/PersonOff';
import AccessPointsIcon from '@mui/icons-material/Place';
import PrivacyIcon from '@mui/icons-material/PrivacyTip';
import QrScannerIcon from '@mui/icons-material/QrCodeScanner';
import NetworkSettingsIcon from '@mui/icons-material/Tune';
import WebhooksIcon from '@mui/icons-material/Webhook';
import type { MenuItem, MenuSection } from '../components/layouts/menu.ts';

export type { MenuItem, MenuSection };

const always = () => true;
const isGuard = (user: User) => user.role === 'security_guard';

/** Mobile bottom menu: QR scanner and register for guards only, invitations and logbook for all,
 * events hidden for guards, my users for hosts only. */
export const BOTTOM_MENU: readonly MenuItem[] = [
  { path: '/qr-scanner', label: 'qrScanner', icon: QrScannerIcon, isVisible: isGuard },
  { path: '/register', label: 'register', icon: RegisterIcon, isVisible: isGuard },
  { path: '/invitations', label: 'invitations', icon: InvitationsIcon, isVisible: always },
  { path: '/logbook', label: 'logbook', icon: LogbookIcon, isVisible: always },
  { path: '/events', label: 'events', icon: EventsIcon, isVisible: (user) => !isGuard(user) },
  {
    path: '/my-users',
    label: 'myUsers',
    icon: MyUsersIcon,
    isVisible: (user) => user.role === 'host' && user.abilities.manage_users,
  },
];

const createsRole = (role: User['role']) => (user: User) => user.abilities.create_roles.includes(role);

/** The admin's mobile routes that the bottom menu does not carry, reached from the top bar's menu. */
export const ADMIN_MOBILE_MENU: readonly MenuItem[] = [
  {
    path: '/inteligence',
    label: 'intelligence',
    icon: IntelligenceIcon,
    isVisible: (u) => u.abilities.view_intelligence,
  },
  {
    path: '/access-points',
    label: 'accessPoints',
    icon: AccessPointsIcon,
    isVisible: (u) => u.abilities.manage_access_points,
  },
  { path: '/departments', label: 'departments', icon: UnitsIcon, isVisible: (u) => u.abilities.manage_units },
  { path: '/users-hosts', label: 'hosts', icon: UsersIcon, isVisible: createsRole('host') },
  { path: '/users-guards', label: 'guards', icon: GuardsIcon, isVisible: createsRole('security_guard') },
  { path: '/users-admins', label: 'admins', icon: AdminsIcon, isVisible: createsRole('network_admin') },
  {
    path: '/network-settings',
    label: 'networkSettings',
    icon: NetworkSettingsIcon,
    isVisible: (u) => u.abilities.manage_network,
  },
  {
    path: '/personal-data',
    label: 'privacy',
    icon: PrivacyIcon,
    isVisible: (u) => u.role === 'network_admin',
  },
  { path: '/audit-log', label: 'auditLog', icon: AuditLogIcon, isVisible: (u) => u.abilities.view_audit_log },
  { path: '/webhooks', label: 'webhooks', icon: WebhooksIcon, isVisible: (u) => u.role === 'network_admin' },
  { path: '/devices', label: 'devices', icon: DevicesIcon, isVisible: (u) => u.role === 'network_admin' },
  { path: '/watchlist', label: 'watchlist', icon: WatchlistIcon, isVisible: (u) => u.role === 'network_admin' },
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
        icon: IntelligenceIcon,
        isVisible: (u) => u.abilities.view_intelligence,
      },
    ],
  },
  {
    title: 'visitors',
    items: [
      { path: '/logbook', label: 'logbook', icon: LogbookIcon, isVisible: always },
      { path: '/events', label: 'events', icon: EventsIcon, isVisible: always },
      { path: '/invitations', label: 'invitations', icon: InvitationsIcon, isVisible: always },
      {
        path: '/registered-visitors',
        label: 'registeredVisitors',
        icon: RegisteredVisitorsIcon,
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
        icon: AccessPointsIcon,
        isVisible: (u) => u.abilities.manage_access_points,
      },
      { path: '/units', label: 'units', icon: UnitsIcon, isVisible: (u) => u.abilities.manage_units },
      { path: '/users', label: 'users', icon: UsersIcon, isVisible: (u) => u.abilities.manage_users },
      { path: '/guards', label: 'guards', icon: GuardsIcon, isVisible: createsRole('security_guard') },
      { path: '/admins', label: 'admins', icon: AdminsIcon, isVisible: createsRole('network_admin') },
      {
        path: '/network-settings',
        label: 'networkSettings',
        icon: NetworkSettingsIcon,
        isVisible: (u) => u.abilities.manage_network,
      },
      {
        path: '/personal-data',
        label: 'privacy',
        icon: PrivacyIcon,
        isVisible: (u) => u.role === 'network_admin',
      },
      { path: '/audit-log', label: 'auditLog', icon: AuditLogIcon, isVisible: (u) => u.abilities.view_audit_log },
      { path: '/webhooks', label: 'webhooks', icon: WebhooksIcon, isVisible: (u) => u.role === 'network_admin' },
      { path: '/devices', label: 'devices', icon: DevicesIcon, isVisible: (u) => u.role === 'network_admin' },
      { path: '/watchlist', label: 'watchlist', icon: WatchlistIcon, isVisible: (u) => u.role === 'network_admin' },
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
