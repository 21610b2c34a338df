import { describe, expect, it } from 'vitest';
import { canCheckOut, logbookStatus } from './logbook-status.ts';

const row = { access_type: 'access' as const, access_granted: true, access_allowed: true, exit_transaction_id: null };

describe('logbook row status', () => {
  it('tells entries with and without exit, and exits', () => {
    expect(logbookStatus(row)).toBe('entryInside');
    expect(logbookStatus({ ...row, exit_transaction_id: 9 })).toBe('entryWithExit');
    expect(logbookStatus({ ...row, access_type: 'exit' })).toBe('exit');
  });

  it('reads a refused key as unauthorized before a guard denial', () => {
    expect(logbookStatus({ ...row, access_granted: false, access_allowed: false })).toBe('entryUnauthorized');
    expect(logbookStatus({ ...row, access_type: 'exit', access_granted: false })).toBe('exitUnauthorized');
    expect(logbookStatus({ ...row, access_allowed: false })).toBe('entryDenied');
    expect(logbookStatus({ ...row, access_type: 'exit', access_allowed: false })).toBe('exitDenied');
  });

  it('offers check out only for an open, granted and allowed entry', () => {
    expect(canCheckOut(row)).toBe(true);
    expect(canCheckOut({ ...row, exit_transaction_id: 3 })).toBe(false);
    expect(canCheckOut({ ...row, access_allowed: false })).toBe(false);
    expect(canCheckOut({ ...row, access_type: 'exit' })).toBe(false);
  });
});
