// The logbook CSV (spec §9): Spanish column names whatever the interface language, dates on each access
// point's own clock, the type labels visitante / recurrente / evento / proveedor.
import type { Transaction } from '@garita/contract';
import type { CsvColumn } from '../../lib/csv.ts';
import { formatInZone } from '../../lib/dates.ts';
import { logbookStatus } from './logbook-status.ts';

const TYPE_ES: Record<string, string> = {
  visit: 'registro manual',
  visitor: 'visitante',
  temporary: 'recurrente',
  provider: 'proveedor',
  personal: 'residente',
  eventbrite: 'evento',
  garita_event: 'evento',
};

const STATUS_ES: Record<ReturnType<typeof logbookStatus>, string> = {
  entryWithExit: 'Entrada con salida',
  entryInside: 'Entrada sin salida',
  exit: 'Salida',
  entryDenied: 'Entrada rechazada',
  exitDenied: 'Salida rechazada',
  entryUnauthorized: 'Entrada no autorizada',
  exitUnauthorized: 'Salida no autorizada',
};

export const keyTypeEs = (type: string) => TYPE_ES[type] ?? type;

const zoneOf = (row: Transaction) => row.access_server.time_zone_name;

export const LOGBOOK_CSV_COLUMNS: readonly CsvColumn<Transaction>[] = [
  { header: 'Fecha', value: (row) => formatInZone(row.created_at, zoneOf(row), 'query', 'es') },
  { header: 'Hora', value: (row) => formatInZone(row.created_at, zoneOf(row), 'time', 'es') },
  { header: 'Visitante', value: (row) => row.visitor_name },
  { header: 'Anfitrión', value: (row) => row.user?.name },
  { header: 'Unidad', value: (row) => row.user?.group },
  { header: 'Tipo', value: (row) => keyTypeEs(row.access_key_type) },
  { header: 'Proveedor', value: (row) => row.provider },
  { header: 'Estado', value: (row) => STATUS_ES[logbookStatus(row)] },
  { header: 'Punto de acceso', value: (row) => row.access_server.name },
  { header: 'Puerta', value: (row) => row.gate?.name },
  { header: 'Motivo de la visita', value: (row) => row.reason_for_visit },
  { header: 'Notas', value: (row) => row.notes },
  { header: 'Registrado por', value: (row) => row.created_by_user?.name },
];
