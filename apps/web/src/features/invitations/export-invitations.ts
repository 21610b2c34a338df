// The invitations CSV (spec §9): Spanish column names whatever the interface language, type labels
// visitante / recurrente / evento / proveedor, dates on each key's access point clock, page 1 of 100 rows
// on a phone and 50 on the desktop page. Cells are escaped by lib/csv.ts.
import type { AccessKey, KeyTypeId } from '@garita/contract';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '../../lib/csv.ts';
import { formatInZone } from '../../lib/dates.ts';
import { invitationStatus } from './invitation-status.ts';

export const CSV_ROWS = { mobile: 100, desktop: 50 } as const;

const TYPE_ES: Record<KeyTypeId, string> = {
  1: 'visitante',
  2: 'recurrente',
  3: 'evento',
  4: 'evento',
  5: 'proveedor',
  6: 'registro manual',
  7: 'residente',
};

const STATUS_ES = {
  unused: 'Sin registro',
  access: 'Entrada',
  exit: 'Salida',
  try: 'Intento denegado',
  deleted: 'Eliminada',
} as const;

export const keyTypeEs = (type: KeyTypeId): string => TYPE_ES[type];

const when = (value: string, key: AccessKey) => formatInZone(value, key.time_zone_name, 'payloadDateTime', 'es');

export const INVITATION_CSV_COLUMNS: readonly CsvColumn<AccessKey>[] = [
  { header: 'Visitante', value: (key) => key.visitor_name },
  // In brackets: a cell starting with '+' would be escaped as a formula.
  { header: 'Teléfono', value: (key) => (key.visitor_phone ? `(${key.country_code}) ${key.visitor_phone}` : '') },
  { header: 'Correo', value: (key) => key.visitor_email },
  { header: 'Tipo', value: (key) => keyTypeEs(key.access_key_type_id) },
  { header: 'Proveedor', value: (key) => key.provider },
  { header: 'Estado', value: (key) => STATUS_ES[invitationStatus(key)] },
  { header: 'Válida desde', value: (key) => when(key.valid_from, key) },
  { header: 'Válida hasta', value: (key) => when(key.valid_until, key) },
  { header: 'Zona horaria', value: (key) => key.time_zone_name },
  { header: 'Puntos de acceso', value: (key) => key.access_servers.map((server) => server.name).join(', ') },
  { header: 'Anfitrión', value: (key) => key.user.name },
  { header: 'Unidad', value: (key) => key.user.group },
  { header: 'Motivo de la visita', value: (key) => key.reason_for_visit },
  { header: 'Notas', value: (key) => key.notes },
];

export function invitationsCsv(keys: readonly AccessKey[]): string {
  return toCsv(keys, INVITATION_CSV_COLUMNS);
}

export function downloadInvitationsCsv(keys: readonly AccessKey[]): void {
  downloadCsv(csvFileName('invitaciones'), invitationsCsv(keys));
}
