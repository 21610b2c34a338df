import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { INVITATION_CSV_COLUMNS, invitationsCsv } from './export-invitations.ts';
import { sampleKey } from './sample-key.fixture.ts';

const parse = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });

describe('invitations CSV', () => {
  it('has Spanish columns, type labels and the access point clock', () => {
    const csv = invitationsCsv([
      sampleKey(),
      sampleKey({ id: 2, access_key_type_id: 2, last_transaction_type: 'access' }),
      sampleKey({ id: 3, access_key_type_id: 3, deleted_at: '2026-11-20T00:00:00Z' }),
      sampleKey({ id: 4, access_key_type_id: 5, provider: 'amazon', visitor_phone: '' }),
    ]);
    const { data, meta } = parse(csv);
    expect(meta.fields).toEqual(INVITATION_CSV_COLUMNS.map((column) => column.header));
    expect(meta.fields).toContain('Visitante');
    expect(data.map((row) => row.Tipo)).toEqual(['visitante', 'recurrente', 'evento', 'proveedor']);
    expect(data.map((row) => row.Estado)).toEqual(['Sin registro', 'Entrada', 'Eliminada', 'Sin registro']);
    expect(data[0]).toMatchObject({
      'Válida desde': '20/11/2026 10:00:00',
      'Válida hasta': '20/11/2026 11:00:00',
      Teléfono: '(+52) 5512345678',
      'Puntos de acceso': 'Caseta Principal, Acceso Norte',
      Anfitrión: 'Héctor',
      Unidad: 'Torre A',
    });
    expect(data[3]?.Teléfono).toBe('');
    expect(data[3]?.Proveedor).toBe('amazon');
  });

  it('escapes cells that a spreadsheet would run as formulas', () => {
    const { data } = parse(invitationsCsv([sampleKey({ visitor_name: '=HYPERLINK("x")', notes: '+1' })]));
    expect(data[0]?.Visitante).toBe(`'=HYPERLINK("x")`);
    expect(data[0]?.Notas).toBe(`'+1`);
  });
});
