// Users (spec §5/§6): which users a caller sees, creates, edits and deletes. The role table of what each role may
// call stays in ./index.ts; these are the per-record answers, also sent on each user as `can_edit`/`can_delete`.
import type { Abilities, Role, UpdateUser } from '@garita/contract';
import type { Auth } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { can } from './index.ts';
import { isAdmin } from './principal.ts';

/** Who looks: only the fields the rules read, so a presenter can pass the signed-in user. */
export interface Viewer {
  user: Pick<UserRow, 'id' | 'role' | 'network_group_id'>;
}

export const CREATABLE_ROLES: Record<Role, Role[]> = {
  network_admin: ['network_admin', 'host', 'security_guard'],
  host: ['secondary_user'],
  security_guard: [],
  secondary_user: [],
};

export function abilitiesOf(role: Role): Abilities {
  return {
    manage_users: can(role, 'users.create'),
    create_roles: CREATABLE_ROLES[role],
    manage_units: can(role, 'network_groups.create'),
    manage_access_points: can(role, 'access_servers.update'),
    register_visits: can(role, 'transactions.create'),
    create_invitations: can(role, 'access_keys.create'),
    view_intelligence: can(role, 'intelligence.show'),
    manage_network: can(role, 'network.update'),
    download_lists: role !== 'security_guard',
    edit_own_user: can(role, 'users.update'),
    view_audit_log: can(role, 'audit_log.list'),
  };
}

/** The user a rule is about: the fields the rules read. */
export type TargetUser = Pick<UserRow, 'id' | 'role' | 'network_group_id' | 'invited_by_id'>;

/** Which other users a caller sees: admins all of their network, hosts the secondary users they invited (not
 *  another host's, even of the same unit), guards the residents a register can be made for; null for nobody. */
export function userScope(viewer: Viewer): { roles?: Role[]; networkGroupId?: number; invitedById?: number } | null {
  switch (viewer.user.role) {
    case 'network_admin':
      return {};
    case 'host':
      return { roles: ['secondary_user'], invitedById: viewer.user.id };
    case 'security_guard':
      return { roles: ['host', 'secondary_user'] };
    default:
      return null;
  }
}

export function canSeeUser(viewer: Viewer, target: TargetUser): boolean {
  if (target.id === viewer.user.id) return true;
  const scope = userScope(viewer);
  if (!scope) return false;
  if (scope.roles && !scope.roles.includes(target.role)) return false;
  if (scope.invitedById && scope.invitedById !== target.invited_by_id) return false;
  return !scope.networkGroupId || scope.networkGroupId === target.network_group_id;
}

export const canCreateRole = (viewer: Viewer, role: Role) => CREATABLE_ROLES[viewer.user.role].includes(role);

/** A host's new users are secondary users of the host's own unit, at (some of) the host's access points. */
export const createsInOwnUnit = (viewer: Viewer) => viewer.user.role === 'host';

/** Admins edit anyone of their network; everyone else only themselves, where their role allows. */
export function canEditUser(viewer: Viewer, target: Pick<UserRow, 'id'>): boolean {
  if (viewer.user.role === 'network_admin') return true;
  return target.id === viewer.user.id && can(viewer.user.role, 'users.update');
}

/**
 * Which fields of an edit the caller may change: only admins touch role, active, unit and access points; nobody
 * deactivates themselves or changes their own role; a new role must be one the caller may create.
 */
export function mayApplyUserEdit(auth: Auth, target: UserRow, input: UpdateUser): boolean {
  if (!canEditUser(auth, target)) return false;
  const admin = isAdmin(auth);
  const isSelf = target.id === auth.user.id;
  const changesRole = input.role !== undefined && input.role !== target.role;
  if (!admin && (input.role || input.active !== undefined || input.network_group !== undefined || input.access_servers))
    return false;
  if (isSelf && (input.active === false || changesRole)) return false;
  return !(changesRole && input.role && !canCreateRole(auth, input.role));
}

/** Spec §6: admins delete other users, hosts only the secondary users they invited; nobody deletes themselves. */
export function canDeleteUser(viewer: Viewer, target: Pick<UserRow, 'id' | 'role' | 'invited_by_id'>): boolean {
  if (target.id === viewer.user.id) return false;
  if (viewer.user.role === 'network_admin') return true;
  return viewer.user.role === 'host' && target.role === 'secondary_user' && target.invited_by_id === viewer.user.id;
}
