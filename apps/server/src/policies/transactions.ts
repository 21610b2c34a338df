// Logbook rows (transactions): who sees which rows, and who may open a row's gate from it. A caller sees the rows
// of the keys they see (policies/access-keys.ts), so the rule is written once.
import type { Role } from '@garita/contract';
import type { GateRow, TransactionRow } from '../db/schema.ts';

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
