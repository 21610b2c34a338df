import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './csv.ts';

interface Row {
  name: string;
  count: number;
}
const columns = [
  { header: 'Nombre', value: (row: Row) => row.name },
  { header: 'Puntos de acceso', value: (row: Row) => row.count },
];

describe('toCsv', () => {
  it('writes the Spanish headers and reads back the same rows', () => {
    const csv = toCsv([{ name: 'Torre "A", norte', count: 2 }], columns);
    const parsed = Papa.parse<Record<string, string>>(`\uFEFF${csv}`, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(['Nombre', 'Puntos de acceso']);
    expect(parsed.data).toEqual([{ Nombre: 'Torre "A", norte', 'Puntos de acceso': '2' }]);
  });

  it('escapes cells that a spreadsheet would run as formulas', () => {
    const rows = ['=1+2', '+52', '-1', '@SUM(A1)', '\tx', 'plain'].map((name) => ({ name, count: 0 }));
    const parsed = Papa.parse<string[]>(toCsv(rows, columns), { skipEmptyLines: true });
    expect(parsed.data.slice(1).map((cells) => cells[0])).toEqual([
      "'=1+2",
      "'+52",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
    ]);
  });

  it('names files by day', () => {
    expect(csvFileName('unidades', new Date(2026, 0, 5))).toBe('unidades-2026-01-05.csv');
  });
});
