// CSV exports (spec §9): Spanish column names, every cell neutralised against formula injection (our own
// `neutraliseCell`, docs/input-and-export.md: papaparse's `escapeFormulae` only looks at a single-line cell, so
// "=1+1\n+2" went out as a live formula), UTF-8 with a BOM so spreadsheet programs read the accents.
import Papa from 'papaparse';

export interface CsvColumn<Row> {
  /** The column's name in the file (Spanish, whatever the interface language). */
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** What a spreadsheet may run when a cell (or a line inside one) starts with it: = + - @ tab and CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A line break followed by one of those (CR itself is a line break, so the next break is checked in turn). */
const FORMULA_AFTER_BREAK = /(\r\n|\n|\r)(?=[=+\-@\t])/g;
/** A plain number written as text ("-5", "-12.50"): no formula can hide in it, so it is left as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell as a spreadsheet can only read it as text: a leading = + - @ tab or CR gets a ' in front (the usual
 * neutraliser, shown by the spreadsheet as written), and so does every line of a multi-line cell that starts with
 * one of them. Numbers (and text that is just a number, like "-5") stay as they are.
 */
export function neutraliseCell(value: string | number | boolean | null | undefined): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string' || PLAIN_NUMBER.test(value)) return value;
  const lines = value.replace(FORMULA_AFTER_BREAK, "$1'");
  return FORMULA_START.test(lines) ? `'${lines}` : lines;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => String(neutraliseCell(column.header))),
      data: rows.map((row) => columns.map((column) => neutraliseCell(column.value(row)))),
    },
    { escapeFormulae: false, newline: '\r\n' },
  );
}

/** The day's date for file names, e.g. unidades-2026-11-22.csv. */
export function csvFileName(base: string, date: Date = new Date()): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0'));
  return `${base}-${day.join('-')}.csv`;
}

export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a file the app holds (a CSV, a zip the server sent) under `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
