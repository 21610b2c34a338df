// A query compiled once and reused answers the SQL and parameters a fresh build would (reusable-query.ts): the
// scan's key statement, by QR and by id, locked or not, with the watchlist or without, for different values.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { type ScanKeyValues, scanKeyQuery } from './access-keys.repository.ts';
import { reusableQuery } from './reusable-query.ts';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('reusableQuery', () => {
  it('swaps each call’s values into the statement compiled once, as a fresh build would have them', () => {
    const cases: [string, ScanKeyValues][] = [
      ['qr:read:watchlist', { networkId: 3, now: new Date('2026-11-26T10:00:00Z'), uniqueId: 'abcDEF123' }],
      ['qr:read:watchlist', { networkId: 7, now: new Date('2027-01-02T03:04:05Z'), uniqueId: 'zzz' }],
      ['qr:lock:watchlist', { networkId: 7, now: new Date('2027-01-02T03:04:05Z'), uniqueId: 'zzz' }],
      ['id:read:watchlist', { networkId: 1, now: new Date('2026-11-26T10:00:00Z'), id: 42 }],
      ['id:lock:watchlist', { networkId: 2, now: new Date('2026-11-26T10:00:00Z'), id: 43 }],
      ['qr:read:none', { networkId: 3, uniqueId: 'abcDEF123' }],
      ['qr:read:none', { networkId: 4, uniqueId: 'other' }],
      ['id:lock:none', { networkId: 2, id: 44 }],
    ];
    for (const [shape, values] of cases) {
      const reused = scanKeyQuery.compile(db, shape, values);
      const fresh = scanKeyQuery.build(db, values, shape).compile();
      expect(reused.sql).toBe(fresh.sql);
      expect(reused.parameters).toEqual(fresh.parameters);
      // The watchlist is in the statement exactly when the shape asks for it.
      expect(reused.sql.includes('watchlist_entries')).toBe(shape.endsWith(':watchlist'));
    }
    expect(scanKeyQuery.compile(db, 'qr:lock:watchlist', cases[2]?.[1] as ScanKeyValues).sql).toMatch(
      /for update of "k"$/,
    );
    expect(scanKeyQuery.compile(db, 'id:lock:none', cases[7]?.[1] as ScanKeyValues).sql).toMatch(/for update of "k"$/);
  });

  it('builds a shape once, and on every call when a value would not come back as a parameter', () => {
    let builds = 0;
    const byId = reusableQuery((d: Kysely<Database>, v: { id: number }) => {
      builds++;
      return d.selectFrom('gates').select('id').where('id', '=', v.id);
    });
    for (const id of [1, 2, 3]) expect(byId.compile(db, 'one', { id }).parameters).toEqual([id]);
    expect(builds).toBe(1);
    let inlinedBuilds = 0;
    // A value the query uses only to choose its form never comes back as a parameter.
    const inlined = reusableQuery((d: Kysely<Database>, v: { limit: number }) => {
      inlinedBuilds++;
      return d
        .selectFrom('gates')
        .select('id')
        .where('id', '>', v.limit > 0 ? 0 : 1);
    });
    for (const limit of [1, 2]) inlined.compile(db, 'one', { limit });
    // The stand-in never reached the parameters: built again on each call (1 stand-in build + 2 real ones).
    expect(inlinedBuilds).toBe(3);
  });
});
