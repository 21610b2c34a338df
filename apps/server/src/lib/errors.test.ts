// Which failures mean "the database is not answering" (503 service_unavailable) rather than a bug (500): the
// shapes node-postgres and Node's sockets give them, seen during the topology test's PostgreSQL outage.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a stopped, restarting or unreachable PostgreSQL', () => {
    expect(isDatabaseUnavailable(coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(coded('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: coded('ECONNRESET') }))).toBe(true);
  });

  it('leaves every other failure a 500', () => {
    expect(isDatabaseUnavailable(coded('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(coded('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
