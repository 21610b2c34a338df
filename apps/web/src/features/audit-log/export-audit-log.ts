// The audit log as CSV (spec §9: Spanish column names): one line per entry, before/after/details as JSON.
import type { AuditEntry } from '@garita/contract';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '../../lib/csv.ts';

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '');

export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: 'Fecha (UTC)', value: (e) => e.created_at },
  { header: 'Usuario', value: (e) => e.actor?.name ?? '' },
  { header: 'Correo', value: (e) => e.actor?.email ?? '' },
  { header: 'Rol', value: (e) => e.actor?.role ?? '' },
  { header: 'Acción', value: (e) => e.action },
  { header: 'Resultado', value: (e) => (e.outcome === 'success' ? 'éxito' : 'fallo') },
  { header: 'Registro', value: (e) => e.subject_type ?? '' },
  { header: 'Id del registro', value: (e) => e.subject_id ?? '' },
  { header: 'Antes', value: (e) => json(e.before) },
  { header: 'Después', value: (e) => json(e.after) },
  { header: 'Detalles', value: (e) => json(e.details) },
  { header: 'Dirección', value: (e) => e.address ?? '' },
];

export function downloadAuditLogCsv(entries: readonly AuditEntry[]): void {
  downloadCsv(csvFileName('bitacora-de-auditoria'), toCsv(entries, AUDIT_CSV_COLUMNS));
}
