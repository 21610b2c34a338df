// The events CSV of the desktop page (spec §9): page 1 of 100 of the current filters, Spanish column names
// whatever the interface language, dates as DD/MM/YYYY HH:mm:ss on each event's own clock (the zone
// its start was typed in, given in its own column).
import type { Event } from '@garita/contract';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '../../lib/csv.ts';

/** Garita's own events are type 2; other types come from external ticketing. */
export const eventTypeEs = (typeId: number) => (typeId === 2 ? 'Evento' : 'Boletaje externo');

export const EVENT_CSV_COLUMNS: readonly CsvColumn<Event>[] = [
  { header: 'Nombre', value: (event) => event.name },
  { header: 'Fecha de inicio', value: (event) => event.start_date_local },
  { header: 'Fecha de fin', value: (event) => event.end_date_local },
  { header: 'Número de invitados', value: (event) => event.number_of_guests },
  { header: 'Descripción', value: (event) => event.description },
  { header: 'Puntos de acceso', value: (event) => event.access_servers.map((server) => server.name).join(', ') },
  { header: 'Tipo de evento', value: (event) => eventTypeEs(event.event_type_id) },
  { header: 'Anfitrión', value: (event) => event.user.name },
  { header: 'Zona horaria', value: (event) => event.time_zone_name },
];

export function downloadEventsCsv(events: readonly Event[]): void {
  downloadCsv(csvFileName('eventos'), toCsv(events, EVENT_CSV_COLUMNS));
}
