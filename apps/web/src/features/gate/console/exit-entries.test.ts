import type { Transaction } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { exitListEntries } from './exit-entries.ts';

const entry = (id: number, extra: Partial<Transaction> = {}): Transaction => ({
  id,
  access_allowed: true,
  access_granted: true,
  access_key_id: null,
  access_key_type: 'visit',
  access_type: 'access',
  created_at: '2026-11-23T10:00:00.000Z',
  related_transaction_id: null,
  exit_transaction_id: null,
  visitor_name: `Visitor ${id}`,
  reason_for_visit: '',
  user: null,
  notes: '',
  access_key_status: { description: null, message: 'Acceso autorizado' },
  transaction_photos: [],
  custom_attrs: {},
  access_server: { id: 1, name: 'Caseta', time_zone_name: 'America/Mexico_City' },
  gate: null,
  created_by_user: null,
  provider: null,
  exit_by: 'log_exit',
  ...extra,
});

describe('exit list', () => {
  it('keeps visits registered by hand and providers that are inside', () => {
    const rows = [entry(1), entry(2, { access_key_type: 'provider', access_key_id: 7 })];
    expect(exitListEntries(rows).map((row) => row.id)).toEqual([1, 2]);
  });

  it('leaves out invitation visitors, refused or denied entries, exits and entries already closed', () => {
    const rows = [
      entry(1, { access_key_type: 'visitor', access_key_id: 3 }),
      entry(2, { access_key_type: 'temporary' }),
      entry(3, { access_allowed: false }),
      entry(4, { access_granted: false }),
      entry(5, { access_type: 'exit' }),
      entry(6, { exit_transaction_id: 99 }),
    ];
    expect(exitListEntries(rows)).toEqual([]);
  });
});
