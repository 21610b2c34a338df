// Rules of the users screens on a phone (spec §2 /my-users, /user-detail, /new-user, /edit-user and §6):
// which user a route parameter names, whom to ask the server for, and where "back" and "done" lead. Who may edit
// or delete whom is the server's answer on each user (can_edit, can_delete).
// The server enforces the same permissions; these only decide what the screens offer.
import type { Role, User } from '@garita/contract';

type Me = Pick<User, 'id' | 'role' | 'abilities'>;

/** The literal route pattern: /edit-user/:uId opened as such means "no user chosen", i.e. oneself. */
export const NO_USER_PARAM = ':uId';

/** The user id a `:uId` route parameter names: oneself for the literal ':uId', null when it is no id. */
export function userIdFromParam(param: string | undefined, me: Pick<User, 'id'>): number | null {
  if (param === undefined || param === '' || param === NO_USER_PARAM) return me.id;
  if (!/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/**
 * Whether a screen should ask the server for user `id` at all. A secondary host sees only themselves, so
 * any other id is "not found" without a request (no 404 fetch); hosts and admins ask the server, which
 * answers 404 for users outside their scope or network.
 */
export function mayLookUpUser(me: Me, id: number): boolean {
  if (id === me.id) return true;
  return me.role === 'network_admin' || me.role === 'host';
}

/** The admin's mobile list a user of `role` appears in (secondary hosts are residents too). */
export function adminListPath(role: Role): string {
  switch (role) {
    case 'security_guard':
      return '/users-guards';
    case 'network_admin':
      return '/users-admins';
    default:
      return '/users-hosts';
  }
}

/** Spec §2 /new-user: back goes to / for network admins and to /my-users for hosts. */
export function newUserBackPath(me: Pick<User, 'role'>): string {
  if (me.role === 'network_admin') return '/';
  if (me.role === 'host') return '/my-users';
  return '/invitations';
}

/** After creating: a host returns to their list; an admin sees the list the new user appears in. */
export function newUserDonePath(me: Pick<User, 'role'>, created: Pick<User, 'role'>): string {
  return me.role === 'network_admin' ? adminListPath(created.role) : newUserBackPath(me);
}

/** Spec §2 /edit-user: back goes to /invitations for secondary hosts, otherwise /my-users (admins: their list). */
export function editUserBackPath(me: Pick<User, 'role'>, target: Pick<User, 'role'>): string {
  if (me.role === 'network_admin') return adminListPath(target.role);
  if (me.role === 'secondary_user') return '/invitations';
  return '/my-users';
}

/** Where /user-detail returns (only hosts and secondary hosts have it). */
export function userDetailBackPath(me: Pick<User, 'role'>): string {
  return me.role === 'host' ? '/my-users' : '/invitations';
}

/** A user's phone as shown in lists and details: "+52 5512345678", or '' when they have none. */
export function formatPhone(user: Pick<User, 'phone' | 'country_code'>): string {
  return user.phone ? `${user.country_code} ${user.phone}` : '';
}
