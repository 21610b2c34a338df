// CSV exports (spec §9): Spanish column names, every cell escaped against formula injection
// (a cell starting with = + - @ or a tab/CR is prefixed with ' by papaparse), UTF-8 with a BOM so
// spreadsheet programs read the accents.
import Papa from 'papaparse';

export interface CsvColumn<Row> {
  /** The column's name in the file (Spanish, whatever the interface language). */
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: true, newline: '\r\n' },
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
