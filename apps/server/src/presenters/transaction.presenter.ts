// Logbook rows -> the Transaction shape of spec §3 (photos as signed URLs, host and unit, access point, gate,
// who registered it, the decision's status in the caller's language): pure, from the rows and what
// services/transactions.details.ts loaded for a whole page.
import type { Transaction } from '@garita/contract';
import type { TransactionRow } from '../db/schema.ts';
import { exitWay } from '../policies/transactions.ts';
import { asDenialReason, type Language, statusOf } from '../services/access-decision.ts';
import type { TransactionDetails } from '../services/transactions.details.ts';

export function presentTransactions(
  rows: TransactionRow[],
  details: TransactionDetails,
  lang: Language,
): Transaction[] {
  const { servers, gates, users, urls, keys } = details;
  const serverById = new Map(servers.map((s) => [s.id, s]));

  return rows.map((t) => {
    const server = serverById.get(t.access_server_id);
    const gate = t.gate_id === null ? undefined : gates.get(t.gate_id);
    const host = t.user_id === null ? undefined : users.get(t.user_id);
    const creator = t.created_by_user_id === null ? undefined : users.get(t.created_by_user_id);
    return {
      id: t.id,
      access_allowed: t.access_allowed,
      access_granted: t.access_granted,
      access_key_id: t.access_key_id,
      access_key_type: t.access_key_type,
      access_type: t.access_type,
      created_at: t.created_at.toISOString(),
      related_transaction_id: t.related_transaction_id,
      // Set on an entry by the exit that closed it (transactions.repository insertExit).
      exit_transaction_id: t.exit_transaction_id,
      visitor_name: t.visitor_name,
      reason_for_visit: t.reason_for_visit,
      user: host ? { id: host.id, name: host.name, group: host.group } : null,
      notes: t.notes,
      access_key_status: statusOf(asDenialReason(t.status), t.access_type, lang),
      transaction_photos: urls.get(t.id) ?? [],
      custom_attrs: t.custom_attrs,
      access_server: {
        id: t.access_server_id,
        name: server?.name ?? '',
        time_zone_name: server?.time_zone ?? '',
      },
      gate: gate
        ? {
            id: gate.id,
            name: gate.name,
            type: gate.type,
            remote_pulse: gate.remote_pulse,
            has_controller: gate.controller_kind !== null,
          }
        : null,
      created_by_user: creator ? { name: creator.name } : null,
      provider: t.provider,
      exit_by: exitWay(t, t.access_key_id === null ? undefined : keys.get(t.access_key_id)),
    };
  });
}
