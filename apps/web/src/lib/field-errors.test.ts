// The one reader of 422 field complaints: body paths only, the form's wrapper dropped, mapped onto fields.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { applyFieldErrors, bodyFieldIssues, fieldErrorsOf } from './field-errors.ts';

const refused = (...paths: string[]) =>
  new ApiError(
    422,
    'validation_failed',
    'bad',
    paths.map((path, i) => ({ path, message: `m${i}` })),
  );

describe('field errors', () => {
  it('reads body paths relative to the body and the wrapper, and skips query and path values', () => {
    const error = refused('body.user.phone', 'querystring.gate', 'body.guests.1.name', 'params.id', 'body');
    expect(bodyFieldIssues(error, 'user').map((f) => f.path)).toEqual(['phone', 'guests.1.name', '']);
    expect(bodyFieldIssues(new Error('boom'))).toEqual([]);
  });

  it('maps paths onto fields by list, table or function', () => {
    const error = refused('body.user.phone', 'body.user.access_servers.0', 'body.user.nope');
    expect(fieldErrorsOf(error, { prefix: 'user', fields: ['phone', 'name'] })).toEqual([
      { field: 'phone', message: 'm0' },
    ]);
    expect(fieldErrorsOf(error, { prefix: 'user', map: { 'access_servers.0': 'access_servers' } })).toEqual([
      { field: 'access_servers', message: 'm1' },
    ]);
    expect(fieldErrorsOf(error, { map: (path) => (path.endsWith('nope') ? 'other' : null) })).toEqual([
      { field: 'other', message: 'm2' },
    ]);
  });

  it("marks each field as the server's, focusing the first when asked", () => {
    const setError = vi.fn();
    const marked = applyFieldErrors(refused('body.name', 'body.phone', 'body.name'), setError, {
      fields: ['name', 'phone'],
      focus: true,
    });
    expect(marked).toEqual(['name', 'phone']);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'm0' }, { shouldFocus: true }],
      ['phone', { type: 'server', message: 'm1' }, { shouldFocus: false }],
      ['name', { type: 'server', message: 'm2' }, { shouldFocus: false }],
    ]);
  });
});
