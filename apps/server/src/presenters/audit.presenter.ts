// An audit row as the admin's list shows it (contract AuditEntry).
import type { AuditEntry, Role } from '@garita/contract';
import type { AuditLogRow } from '../db/schema.ts';

export type AuditRowWithActor = AuditLogRow & {
  actor_name: string | null;
  actor_email: string | null;
  actor_role: Role | null;
};

export function presentAuditEntry(row: AuditRowWithActor): AuditEntry {
  const { actor_user_id: id, actor_name: name, actor_email: email, actor_role: role } = row;
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    action: row.action,
    outcome: row.outcome,
    actor: id !== null && name !== null && email !== null && role !== null ? { id, name, email, role } : null,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    before: row.before,
    after: row.after,
    details: row.details,
    address: row.address,
  };
}
