// The one place a logbook row (transaction) is built: a scan's denied attempt, a register by key or by hand, and a
// check-out all write the same columns from the gate, the guard, the visitor and the outcome.
import { KEY_TYPE_NAME_BY_ID, type KeyTypeId } from '@garita/contract';
import type { Auth } from '../context.ts';
import type { AccessKeyRow, GateRow, NewTransaction, TransactionRow } from '../db/schema.ts';

/** Who came: from their key, from the entry an exit closes, or typed by the guard. */
export type LogbookVisitor = Pick<
  NewTransaction,
  'access_key_id' | 'access_key_type' | 'visitor_name' | 'reason_for_visit' | 'user_id' | 'provider'
>;

export const visitorOfKey = (key: AccessKeyRow): LogbookVisitor => ({
  access_key_id: key.id,
  access_key_type: KEY_TYPE_NAME_BY_ID[key.access_key_type_id as KeyTypeId] ?? 'visitor',
  visitor_name: key.visitor_name,
  reason_for_visit: key.reason_for_visit,
  user_id: key.user_id,
  provider: key.provider,
});

export const visitorOfEntry = (entry: TransactionRow): LogbookVisitor => ({
  access_key_id: entry.access_key_id,
  access_key_type: entry.access_key_type,
  visitor_name: entry.visitor_name,
  reason_for_visit: entry.reason_for_visit,
  user_id: entry.user_id,
  provider: entry.provider,
});

export function logbookRow(input: {
  auth: Auth;
  gate: Pick<GateRow, 'id' | 'access_server_id'>;
  visitor: LogbookVisitor;
  accessType: NewTransaction['access_type'];
  granted: boolean;
  allowed: boolean;
  /** The decision's denial reason, null when granted. */
  status: string | null;
  /** The guard's notes; also the reason they turned a visitor away when not allowed. */
  notes?: string;
  customAttrs?: Record<string, unknown>;
  at: Date;
  /** Columns of a row made offline (offline_device_id, synced_at: docs/offline.md). */
  extra?: Partial<NewTransaction>;
}): NewTransaction {
  const notes = input.notes ?? '';
  return {
    network_id: input.auth.network.id,
    access_server_id: input.gate.access_server_id,
    gate_id: input.gate.id,
    ...input.visitor,
    access_type: input.accessType,
    access_granted: input.granted,
    access_allowed: input.allowed,
    status: input.status,
    created_by_user_id: input.auth.user.id,
    notes,
    denial_reason: input.allowed ? '' : notes,
    custom_attrs: JSON.stringify(input.customAttrs ?? {}),
    created_at: input.at,
    ...input.extra,
  };
}
