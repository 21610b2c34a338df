// The console's exit tab (spec §4): the open entries a guard lets out from the list — let in (access allowed
// and granted), registered for a provider or by hand for a visit, with no exit yet. Visitors who came in with
// an invitation's QR code leave by scanning it (exit_by 'scan', docs/spec-fidelity.md §4), so they are not
// listed; a provider invitation leaves through the provider page, a keyless entry by log_exit.
import type { Transaction } from '@garita/contract';

const EXIT_LIST_KEY_TYPES: readonly string[] = ['provider', 'visit'];

/** Keeps the server's order: overstaying providers first (docs/overstay.md), then newest first. */
export function exitListEntries<T extends Transaction>(entries: readonly T[]): T[] {
  return entries.filter(
    (row) =>
      row.access_type === 'access' &&
      row.access_allowed &&
      row.access_granted &&
      EXIT_LIST_KEY_TYPES.includes(row.access_key_type) &&
      row.exit_by !== 'scan' &&
      row.exit_transaction_id === null,
  );
}
