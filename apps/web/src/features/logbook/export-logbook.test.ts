import type { Transaction } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { LOGBOOK_CSV_COLUMNS } from './export-logbook.ts';

const row: Transaction = {
  id: 1,
  access_allowed: true,
  access_granted: true,
  access_key_id: 4,
  access_key_type: 'temporary',
  access_type: 'access',
  created_at: '2026-06-10T06:30:00.000Z',
  related_transaction_id: null,
  exit_transaction_id: null,
  visitor_name: '=Lucía',
  reason_for_visit: 'Limpieza',
  user: { id: 2, name: 'Héctor Residente', group: 'Torre A' },
  notes: '',
  access_key_status: { description: null, message: 'Acceso autorizado' },
  transaction_photos: [],
  custom_attrs: {},
  access_server: { id: 1, name: 'Acceso Norte', time_zone_name: 'America/Tijuana' },
  gate: { id: 4, name: 'Entrada Norte', type: 'access', remote_pulse: false, has_controller: false },
  created_by_user: { name: 'Gustavo Guardia' },
  provider: null,
  exit_by: 'scan',
};

describe('logbook CSV', () => {
  it('has Spanish columns, the access point clock and escapes formulas', () => {
    const [header, line] = toCsv([row], LOGBOOK_CSV_COLUMNS).split('\r\n');
    expect(header).toBe(
      'Fecha,Hora,Visitante,Anfitrión,Unidad,Tipo,Proveedor,Estado,Punto de acceso,Puerta,Motivo de la visita,Notas,Registrado por',
    );
    // 06:30 UTC is 23:30 the day before in Tijuana (UTC-7 in June). The formula is neutralised by a leading
    // apostrophe (lib/csv.ts neutraliseCell); the cell needs no quotes.
    expect(line).toBe(
      "2026-06-09,11:30PM,'=Lucía,Héctor Residente,Torre A,recurrente,,Entrada sin salida,Acceso Norte,Entrada Norte,Limpieza,,Gustavo Guardia",
    );
  });
});
