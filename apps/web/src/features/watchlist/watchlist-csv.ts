// The watchlist as CSV (docs/watchlist.md): the download uses the app's formula-safe writer (lib/csv.ts, every cell
// through neutraliseCell), with Spanish column names (spec §9); the import reads the same columns back (or their
// English field names), undoing the apostrophe the writer put before a cell that starts like a formula.
import { type NewWatchlistEntry, WATCHLIST_ACTIONS, type WatchlistAction, type WatchlistEntry } from '@garita/contract';
import Papa from 'papaparse';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '../../lib/csv.ts';

export const WATCHLIST_CSV_COLUMNS: readonly CsvColumn<WatchlistEntry>[] = [
  { header: 'Nombre', value: (e) => e.name },
  { header: 'Teléfono', value: (e) => e.phone },
  { header: 'Identificación', value: (e) => e.id_number },
  { header: 'Motivo', value: (e) => e.reason },
  { header: 'Acción', value: (e) => e.action },
  { header: 'Vence', value: (e) => e.expires_at ?? '' },
];

export function downloadWatchlistCsv(entries: readonly WatchlistEntry[]): void {
  downloadCsv(csvFileName('lista-de-vigilancia'), toCsv(entries, WATCHLIST_CSV_COLUMNS));
}

/** Column names the import accepts for each field: the download's Spanish ones and the API's field names. */
type CsvField = Exclude<keyof NewWatchlistEntry, 'photo'>;
const HEADERS: Record<CsvField, readonly string[]> = {
  name: ['nombre', 'name'],
  phone: ['teléfono', 'telefono', 'phone'],
  id_number: ['identificación', 'identificacion', 'id_number'],
  reason: ['motivo', 'reason'],
  action: ['acción', 'accion', 'action'],
  expires_at: ['vence', 'expires_at'],
};

/** A cell as written: without the apostrophe neutraliseCell adds before =, +, -, @, tab or CR (also after line breaks). */
export const restoredCell = (cell: string) => cell.replace(/(^|\r\n|\n|\r)'(?=[=+\-@\t\r])/g, '$1');

export interface WatchlistCsvRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  entry: NewWatchlistEntry | null;
  /** Why the row cannot be sent as it is (a missing name or reason, an unknown action). */
  problem: 'missing_name' | 'missing_reason' | 'bad_action' | 'bad_expiry' | null;
}

/** The rows of an imported file, each checked for what the form would refuse before anything is sent. */
export function parseWatchlistCsv(text: string): WatchlistCsvRow[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const field = (row: Record<string, string>, name: CsvField) => {
    const header = HEADERS[name].find((h) => row[h] !== undefined);
    return header ? restoredCell(row[header] ?? '').trim() : '';
  };
  return parsed.data.map((row, index) => {
    const line = index + 2;
    const name = field(row, 'name');
    const reason = field(row, 'reason');
    const action = (field(row, 'action').toLowerCase() || 'deny') as WatchlistAction;
    const expires = field(row, 'expires_at');
    if (!name) return { line, entry: null, problem: 'missing_name' };
    if (!reason) return { line, entry: null, problem: 'missing_reason' };
    if (!(WATCHLIST_ACTIONS as readonly string[]).includes(action)) return { line, entry: null, problem: 'bad_action' };
    if (expires && Number.isNaN(Date.parse(expires))) return { line, entry: null, problem: 'bad_expiry' };
    return {
      line,
      problem: null,
      entry: {
        name,
        phone: field(row, 'phone'),
        id_number: field(row, 'id_number'),
        reason,
        action,
        expires_at: expires ? new Date(expires).toISOString() : null,
      },
    };
  });
}
