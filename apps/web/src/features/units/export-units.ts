// The units CSV (spec §9): Spanish column names, page 1 of 100 of the current search.
import type { NetworkGroup } from '@garita/contract';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '../../lib/csv.ts';

export const UNIT_CSV_COLUMNS: readonly CsvColumn<NetworkGroup>[] = [
  { header: 'Nombre', value: (unit) => unit.name },
  { header: 'Puntos de acceso', value: (unit) => unit.access_servers.map((server) => server.name).join(', ') },
  { header: 'Usuarios', value: (unit) => unit.users.map((user) => user.name).join(', ') },
];

export function downloadUnitsCsv(units: readonly NetworkGroup[]): void {
  downloadCsv(csvFileName('unidades'), toCsv(units, UNIT_CSV_COLUMNS));
}
