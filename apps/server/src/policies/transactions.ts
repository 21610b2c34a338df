// Logbook rows (transactions): who sees which rows, and who may open a row's gate from it. A caller sees the rows
// of the keys they see (policies/access-keys.ts), so the rule is written once.
import { type ExitWay, KEY_TYPE, type Role } from '@garita/contract';
import type { AccessKeyRow, GateRow, TransactionRow } from '../db/schema.ts';

export { keyVisibility as transactionVisibility } from './access-keys.ts';

/** A granted, allowed entry at an active gate that Garita opens remotely (it has a pulse to send). */
export const isOpenable = (
  row: Pick<TransactionRow, 'access_type' | 'access_granted' | 'access_allowed'>,
  gate: Pick<GateRow, 'remote_pulse' | 'deactivated_at'> | undefined,
): boolean =>
  row.access_type === 'access' &&
  row.access_granted &&
  row.access_allowed &&
  gate?.remote_pulse === true &&
  gate.deactivated_at === null;

/** Once a gate opened for a row, only an admin opens it again (a guard may retry only after failures). */
export const mayOpenAgain = (role: Role) => role === 'network_admin';

/** Whether to offer "open the gate" on a row: openable, and by whom (the server still checks the time window). */
export function canOpenGate(role: Role, openable: boolean, hasOpened: boolean): boolean {
  if (!openable) return false;
  if (mayOpenAgain(role)) return true;
  return role === 'security_guard' && !hasOpened;
}

/** Keys the visitor holds as a QR code and shows again to leave (a resident's dynamic key is not one: the entry
 *  used it up, and the next key shown is another key). */
const SCANNED_OUT: readonly number[] = [KEY_TYPE.visitor, KEY_TYPE.temporary, KEY_TYPE.event, KEY_TYPE.externalEvent];

/**
 * How an entry is checked out (docs/spec-fidelity.md §4): an invitation's QR is scanned at the exit door, so the
 * exit is proved by the key and decided like any scan; a provider invitation goes through the provider page (by
 * its id, with the same checks); log_exit only where there is no key to show — a manual register, a resident's
 * used dynamic key, or an invitation deleted while its visitor was inside (a deleted key opens no door, and the
 * guard must still be able to close the entry).
 */
export function exitWay(
  entry: Pick<TransactionRow, 'access_key_id'>,
  key: Pick<AccessKeyRow, 'access_key_type_id' | 'deleted_at'> | undefined,
): ExitWay {
  if (entry.access_key_id === null || !key || key.deleted_at) return 'log_exit';
  if (key.access_key_type_id === KEY_TYPE.provider) return 'provider';
  return SCANNED_OUT.includes(key.access_key_type_id) ? 'scan' : 'log_exit';
}
