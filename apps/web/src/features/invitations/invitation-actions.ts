// What a person may do with one invitation (spec §4/§6): see its QR and share it, edit it, delete it, or —
// a guard — check a provider in. The spec's rules are applied here AND the server's own answer
// (show_qr, can_edit, can_delete) must agree, so a button never offers what the server would refuse.
import { type AccessKey, KEY_TYPE, type User } from '@garita/contract';
import { entryGates } from '../../lib/gates.ts';

export type ActionKey = Pick<
  AccessKey,
  | 'id'
  | 'access_key_type_id'
  | 'deleted_at'
  | 'last_transaction_type'
  | 'unique_id'
  | 'visitor_email'
  | 'show_qr'
  | 'can_edit'
  | 'can_delete'
>;
export type ActionUser = Pick<User, 'role' | 'last_access_selected'>;

export interface InvitationActions {
  /** The QR and, with it, copy link, print and WhatsApp (spec §6: non-guards, non-provider keys). */
  showQr: boolean;
  /** Email only when the visitor has an address. */
  canEmail: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** The mobile edit screen: spec §2 gives /edit-invitation only to hosts and secondary hosts. */
  editPath: string | null;
  /** A guard's provider check-in; `path` null when the guard's access point has no entry door. */
  providerCheckIn: { path: string | null } | null;
}

const DELETABLE_UNLESS_EXITED: readonly number[] = [KEY_TYPE.visitor, KEY_TYPE.externalEvent, KEY_TYPE.provider];

/** Spec §4: edit only visit keys (type 1) that are not deleted and whose last transaction is not an exit. */
export function isEditableBySpec(key: ActionKey): boolean {
  return key.access_key_type_id === KEY_TYPE.visitor && !key.deleted_at && key.last_transaction_type !== 'exit';
}

/** Spec §4: delete temporary keys (type 2) always; types 1, 4 and 5 unless exited; never a deleted one. */
export function isDeletableBySpec(key: ActionKey): boolean {
  if (key.deleted_at) return false;
  if (key.access_key_type_id === KEY_TYPE.temporary) return true;
  return DELETABLE_UNLESS_EXITED.includes(key.access_key_type_id) && key.last_transaction_type !== 'exit';
}

/** Spec §4: a guard checks in a provider invitation (type 5) that is unused and not deleted. */
export function canCheckInProvider(key: ActionKey): boolean {
  return key.access_key_type_id === KEY_TYPE.provider && key.last_transaction_type === null && !key.deleted_at;
}

export function invitationActions(key: ActionKey, user: ActionUser): InvitationActions {
  const isGuard = user.role === 'security_guard';
  const showQr = !isGuard && key.access_key_type_id !== KEY_TYPE.provider && key.show_qr && !!key.unique_id;
  const canEdit = !isGuard && isEditableBySpec(key) && key.can_edit;
  const canDelete = !isGuard && isDeletableBySpec(key) && key.can_delete;
  let providerCheckIn: InvitationActions['providerCheckIn'] = null;
  if (isGuard && canCheckInProvider(key)) {
    const gate = entryGates(user.last_access_selected?.gates ?? [])[0];
    providerCheckIn = { path: gate ? `/provider-transaction/${key.id}/${gate.id}` : null };
  }
  return {
    showQr,
    canEmail: showQr && key.visitor_email.trim() !== '',
    canEdit,
    canDelete,
    editPath: canEdit && (user.role === 'host' || user.role === 'secondary_user') ? `/edit-invitation/${key.id}` : null,
    providerCheckIn,
  };
}
