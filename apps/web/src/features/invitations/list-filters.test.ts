import { describe, expect, it } from 'vitest';
import { activeFilterCount, listQuery, NO_FILTERS } from './list-filters.ts';

describe('listQuery', () => {
  it('sends nothing for "everything"', () => {
    expect(listQuery(NO_FILTERS, '  ')).toEqual({
      query: undefined,
      date: undefined,
      filter: undefined,
      access_key_type: undefined,
    });
  });

  it('sends presets, a chosen day, the status and the type', () => {
    expect(listQuery({ dateMode: 'last_week', day: '', status: 'unknown', type: 'provider' }, ' ana ')).toEqual({
      query: 'ana',
      date: 'last_week',
      filter: 'unknown',
      access_key_type: 'provider',
    });
    expect(listQuery({ ...NO_FILTERS, dateMode: 'calendar', day: '2026-11-20' }, '').date).toBe('2026-11-20');
    expect(listQuery({ ...NO_FILTERS, dateMode: 'calendar', day: '' }, '').date).toBeUndefined();
    expect(listQuery({ ...NO_FILTERS, status: 'deleted', type: 'garita_event' }, '')).toMatchObject({
      filter: 'deleted',
      access_key_type: 'garita_event',
    });
  });
});

describe('activeFilterCount', () => {
  it('counts what narrows the list', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, dateMode: 'calendar' })).toBe(0);
    expect(activeFilterCount({ dateMode: 'today', day: '', status: 'try', type: 'visitor' })).toBe(3);
  });
});
