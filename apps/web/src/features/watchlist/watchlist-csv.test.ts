import type { WatchlistEntry } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { parseWatchlistCsv, restoredCell, WATCHLIST_CSV_COLUMNS } from './watchlist-csv.ts';

const entry = (patch: Partial<WatchlistEntry>): WatchlistEntry => ({
  id: 1,
  name: 'José Luis Pérez',
  phone: '+525512345678',
  id_number: '',
  reason: 'Robo',
  action: 'deny',
  expires_at: null,
  expired: false,
  created_at: '2026-11-30T00:00:00.000Z',
  updated_at: null,
  photo_url: null,
  ...patch,
});

describe('watchlist CSV', () => {
  it('downloads formula-safe cells and reads its own file back unchanged', () => {
    const entries = [
      entry({}),
      entry({ name: '=HYPERLINK("http://x")', reason: 'nota\n+otra línea', action: 'alert', id_number: '@A1' }),
      entry({ name: 'Ana', expires_at: '2026-12-31T23:59:59.000Z' }),
    ];
    const csv = toCsv(entries, WATCHLIST_CSV_COLUMNS);
    expect(csv).toContain("'=HYPERLINK");
    expect(csv).toContain("'+525512345678");
    expect(csv).toContain("\n'+otra línea");
    const rows = parseWatchlistCsv(csv);
    expect(rows.map((r) => r.entry)).toEqual(
      entries.map((e) => ({
        name: e.name,
        phone: e.phone,
        id_number: e.id_number,
        reason: e.reason,
        action: e.action,
        expires_at: e.expires_at,
      })),
    );
  });

  it('takes English field names, defaults the action to deny and names the lines it cannot send', () => {
    const rows = parseWatchlistCsv(
      'name,phone,reason,action\nAna López,55 1234 5678,Robo,\n,5512345678,Robo,deny\nLuis,,,alert\nEva,,Nota,block\n',
    );
    expect(rows.map((r) => [r.line, r.problem])).toEqual([
      [2, null],
      [3, 'missing_name'],
      [4, 'missing_reason'],
      [5, 'bad_action'],
    ]);
    expect(rows[0]?.entry).toMatchObject({ name: 'Ana López', phone: '55 1234 5678', action: 'deny' });
  });

  it('removes only the apostrophe the writer adds', () => {
    expect(restoredCell("'=1+1")).toBe('=1+1');
    expect(restoredCell("O'Brien")).toBe("O'Brien");
    expect(restoredCell("'hola")).toBe("'hola");
  });
});
