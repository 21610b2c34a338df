// Invitations (access keys, spec §4/§6): which keys a caller sees, and what they may do with one — see its QR,
// edit, delete, check a provider in, add photos. The answers travel on each key as `show_qr`, `can_edit`,
// `can_delete`, `can_check_in`, so the web never re-derives them.
import { KEY_TYPE, type Role } from '@garita/contract';
import type { Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { AccessKeyRow } from '../db/schema.ts';
import type { Visibility } from '../repositories/access-keys.repository.ts';
import { assignedAccessPointIds, checkAccessPointIds, isAdmin, ownerIds } from './principal.ts';

type KeyState = Pick<AccessKeyRow, 'access_key_type_id' | 'deleted_at' | 'exits_count' | 'last_transaction_type'>;

/** Which keys (and logbook rows) a caller sees: admins the whole network, guards their access points' keys,
 *  hosts their own and those of the secondary users they invited, secondary users their own. */
export async function keyVisibility(db: Db, auth: Auth): Promise<Visibility> {
  switch (auth.user.role) {
    case 'network_admin':
      return { kind: 'network' };
    case 'security_guard':
      return { kind: 'access_servers', accessServerIds: await assignedAccessPointIds(db, auth) };
    default:
      return { kind: 'owners', userIds: await ownerIds(db, auth) };
  }
}

export const hasExited = (key: Pick<AccessKeyRow, 'exits_count' | 'last_transaction_type'>) =>
  key.exits_count > 0 || key.last_transaction_type === 'exit';

/** Spec §4: edit only visit keys (type 1), not deleted, not exited. */
export const isEditable = (key: KeyState) =>
  key.access_key_type_id === KEY_TYPE.visitor && !key.deleted_at && !hasExited(key);

const DELETABLE_UNLESS_EXITED: readonly number[] = [KEY_TYPE.visitor, KEY_TYPE.externalEvent, KEY_TYPE.provider];

/** Spec §4: from the invitation screens, delete temporary keys always; types 1, 4 and 5 unless exited. */
export const isDeletable = (key: KeyState) =>
  !key.deleted_at &&
  (key.access_key_type_id === KEY_TYPE.temporary ||
    (DELETABLE_UNLESS_EXITED.includes(key.access_key_type_id) && !hasExited(key)));

/** An event guest's key (type 3) is removed from its event's guest list until the guest has left. */
export const isRemovableGuest = (key: KeyState) =>
  key.access_key_type_id === KEY_TYPE.event && !key.deleted_at && !hasExited(key);

/** What DELETE /access_keys/{id} accepts: an invitation the screens offer to delete, or an event guest. */
export const mayDeleteKey = (key: KeyState) => isDeletable(key) || isRemovableGuest(key);

/** Spec §4: a provider invitation (type 5) that is unused and not deleted is checked in by a guard. */
export const isCheckInable = (key: KeyState) =>
  key.access_key_type_id === KEY_TYPE.provider && key.last_transaction_type === null && !key.deleted_at;

/** Who looks at a key: their id and role. */
export interface KeyViewer {
  id: number;
  role: Role;
}

/**
 * Whether the caller is given the key's unique_id (what its QR holds): never a guard — they check a provider in
 * and out by the key's id, and a visitor shows them the QR (docs/spec-fidelity.md §15); a resident's personal
 * dynamic key only its owner, never admins nor other residents of the unit.
 */
export function seesUniqueId(viewer: KeyViewer, key: Pick<AccessKeyRow, 'access_key_type_id' | 'user_id'>): boolean {
  if (key.access_key_type_id === KEY_TYPE.personal) return key.user_id === viewer.id;
  return viewer.role !== 'security_guard';
}

/** What one caller may do with one key, as sent on it. Guards see no QR nor its unique_id (a provider key has
 *  none to show: they check it in by its id), and neither edit nor delete. */
export function keyAbilities(viewer: KeyViewer, key: KeyState & Pick<AccessKeyRow, 'unique_id' | 'user_id'>) {
  const { role } = viewer;
  const guard = role === 'security_guard';
  const provider = key.access_key_type_id === KEY_TYPE.provider;
  return {
    unique_id: seesUniqueId(viewer, key) ? key.unique_id : null,
    show_qr: !guard && !provider && key.access_key_type_id !== KEY_TYPE.personal && !key.deleted_at,
    can_edit: !guard && isEditable(key),
    can_delete: !guard && isDeletable(key),
    can_check_in: guard && isCheckInable(key),
  };
}

/** The access points of a key being created or edited, in the order given (the first one's zone reads
 *  valid_from): active, of the caller's network, and for residents their own. */
export const checkKeyAccessPoints = (db: Db, auth: Auth, ids: number[]) =>
  checkAccessPointIds(db, auth, ids, { path: 'access_key.access_servers' });

/** Photos are added to a key by an admin, or by a guard at one of the key's access points. */
export async function mayAddKeyPhotos(db: Db, auth: Auth, keyAccessPointIds: number[]): Promise<boolean> {
  if (isAdmin(auth)) return true;
  const mine = await assignedAccessPointIds(db, auth);
  return keyAccessPointIds.some((id) => mine.includes(id));
}
