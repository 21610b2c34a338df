// Who may call what, as data: each API permission lists the roles allowed to use it.
// Routes name their permission in `config.permission`; ownership and tenant rules live in the services.
// Tests walk this table (see test/policies.test.ts).
import type { Role } from '@garita/contract';

const ALL: Role[] = ['network_admin', 'security_guard', 'host', 'secondary_user'];
const RESIDENTS: Role[] = ['network_admin', 'host', 'secondary_user'];

export const permissions = {
  'session.show': ALL,
  'session.delete': ALL,
  'users.list': ['network_admin', 'host', 'security_guard'],
  'users.search': ['network_admin', 'host', 'security_guard'],
  'users.show': ALL,
  'users.create': ['network_admin', 'host'],
  'users.update': ['network_admin', 'host', 'secondary_user'],
  'users.delete': ['network_admin', 'host'],
  'users.control_access_server': ALL,
  'access_servers.list': ALL,
  'access_servers.show': ALL,
  'access_servers.create': ['network_admin'],
  'access_servers.update': ['network_admin'],
  'access_servers.delete': ['network_admin'],
  'access_servers.current_guests': ['network_admin', 'security_guard', 'host', 'secondary_user'],
  'gates.create': ['network_admin'],
  'gates.update': ['network_admin'],
  'gates.delete': ['network_admin'],
  'gates.test': ['network_admin'],
  'network_groups.list': ['network_admin', 'host', 'security_guard'],
  'network_groups.create': ['network_admin'],
  'network_groups.update': ['network_admin'],
  'providers.list': ALL,
  'custom_attributes.list': ALL,
  'access_keys.list': ALL,
  'access_keys.show': ALL,
  'access_keys.create': RESIDENTS,
  'access_keys.update': RESIDENTS,
  'access_keys.delete': RESIDENTS,
  'access_keys.add_photos': ['network_admin', 'security_guard'],
  'access_keys.validate': ['network_admin', 'security_guard'],
  'access_keys.user_access_key': ['host', 'secondary_user', 'network_admin'],
  'community_members.list': RESIDENTS,
  'transactions.list': ALL,
  'transactions.show': ALL,
  'transactions.create': ['network_admin', 'security_guard'],
  'transactions.log_exit': ['network_admin', 'security_guard'],
  'transactions.open_gate': ['network_admin', 'security_guard'],
  // A guard's device sends what it did offline (docs/offline.md); an admin's device never decides offline, so an
  // admin cannot post registers for a device.
  'offline.sync': ['security_guard'],
  'offline.review': ['network_admin'],
  'events.list': RESIDENTS,
  'events.show': RESIDENTS,
  'events.create': RESIDENTS,
  'events.update': RESIDENTS,
  'events.add_guests': RESIDENTS,
  'events.update_guest': RESIDENTS,
  'intelligence.show': ['network_admin'],
  'intelligence.update': ['network_admin'],
  'network.show': ['network_admin'],
  'network.update': ['network_admin'],
  'providers.manage': ['network_admin'],
  'custom_attributes.manage': ['network_admin'],
  'privacy.manage': ['network_admin'],
  'privacy_notice.read': ALL,
  'audit_log.list': ['network_admin'],
  'webhooks.manage': ['network_admin'],
  'watchlist.manage': ['network_admin'],
  'live.stream': ALL,
  // Offline snapshot (docs/offline.md): the guards who work at the gate, and admins.
  'offline.snapshot': ['network_admin', 'security_guard'],
  'offline.public_key': ['network_admin', 'security_guard'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export function can(role: Role, permission: Permission): boolean {
  return (permissions[permission] as readonly Role[]).includes(role);
}
