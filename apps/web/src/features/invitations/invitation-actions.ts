// What a person may do with one invitation (spec §4/§6): see its QR and share it, edit it, delete it, or —
// a guard — check a provider in. The rules live on the server (apps/server/src/policies/access-keys.ts), which
// answers them on each key (show_qr, can_edit, can_delete, can_check_in); this only turns them into buttons.
import type { AccessKey, User } from '@garita/contract';
import { entryGates } from '../../lib/gates.ts';

export type ActionKey = Pick<
  AccessKey,
  'id' | 'unique_id' | 'visitor_email' | 'show_qr' | 'can_edit' | 'can_delete' | 'can_check_in'
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

export function invitationActions(key: ActionKey, user: ActionUser): InvitationActions {
  const showQr = key.show_qr && !!key.unique_id;
  const canEdit = key.can_edit;
  let providerCheckIn: InvitationActions['providerCheckIn'] = null;
  if (key.can_check_in) {
    const gate = entryGates(user.last_access_selected?.gates ?? [])[0];
    providerCheckIn = { path: gate ? `/provider-transaction/${key.id}/${gate.id}` : null };
  }
  return {
    showQr,
    canEmail: showQr && key.visitor_email.trim() !== '',
    canEdit,
    canDelete: key.can_delete,
    editPath: canEdit && (user.role === 'host' || user.role === 'secondary_user') ? `/edit-invitation/${key.id}` : null,
    providerCheckIn,
  };
}
