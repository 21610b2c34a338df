import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { EVENT_CSV_COLUMNS } from './export-events.ts';
import { testEvent } from './test-event.ts';

const event = testEvent({
  name: '=Posada',
  description: 'Jardín, terraza',
  access_servers: [
    { id: 4, name: 'Caseta', time_zone_name: 'America/Mexico_City' },
    { id: 5, name: 'Norte', time_zone_name: 'America/Tijuana' },
  ],
});

describe('events CSV (spec §9)', () => {
  it('has Spanish columns, the event clock, and escapes formulas', () => {
    const parsed = Papa.parse<Record<string, string>>(toCsv([event], EVENT_CSV_COLUMNS), { header: true });
    expect(parsed.meta.fields).toEqual([
      'Nombre',
      'Fecha de inicio',
      'Fecha de fin',
      'Número de invitados',
      'Descripción',
      'Puntos de acceso',
      'Tipo de evento',
      'Anfitrión',
      'Zona horaria',
    ]);
    expect(parsed.data[0]).toEqual({
      Nombre: "'=Posada",
      'Fecha de inicio': '19/12/2026 20:00:00',
      'Fecha de fin': '20/12/2026 02:00:00',
      'Número de invitados': '3',
      Descripción: 'Jardín, terraza',
      'Puntos de acceso': 'Caseta, Norte',
      'Tipo de evento': 'Evento',
      Anfitrión: 'Héctor',
      'Zona horaria': 'America/Mexico_City',
    });
  });
});
