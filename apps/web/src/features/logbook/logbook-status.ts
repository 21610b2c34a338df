// What a logbook row says happened (spec §4 "Logbook record states"): unauthorized when the key was
// refused (access_granted false), denied when the guard did not let the person through (access_allowed
// false), otherwise an entry with or without its exit, or an exit. And whether a guard may check it out.
import type { Transaction } from '@garita/contract';

export type LogbookStatus =
  | 'entryWithExit'
  | 'entryInside'
  | 'exit'
  | 'entryDenied'
  | 'exitDenied'
  | 'entryUnauthorized'
  | 'exitUnauthorized';

type StatusFields = Pick<Transaction, 'access_type' | 'access_granted' | 'access_allowed' | 'exit_transaction_id'>;

export function logbookStatus(row: StatusFields): LogbookStatus {
  const isEntry = row.access_type === 'access';
  if (!row.access_granted) return isEntry ? 'entryUnauthorized' : 'exitUnauthorized';
  if (!row.access_allowed) return isEntry ? 'entryDenied' : 'exitDenied';
  if (!isEntry) return 'exit';
  return row.exit_transaction_id ? 'entryWithExit' : 'entryInside';
}

export type StatusTone = 'success' | 'error' | 'warning' | 'neutral';

export function statusTone(status: LogbookStatus): StatusTone {
  if (status === 'entryInside') return 'success';
  if (status === 'exit' || status === 'entryWithExit') return 'neutral';
  if (status === 'entryDenied' || status === 'exitDenied') return 'warning';
  return 'error';
}

/** Spec §4: an entry, granted and allowed, with no exit yet, can be checked out by a guard. */
export function canCheckOut(row: StatusFields): boolean {
  return logbookStatus(row) === 'entryInside';
}
