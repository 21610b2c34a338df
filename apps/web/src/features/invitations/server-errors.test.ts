import { describe, expect, it } from 'vitest';
import { fieldOfServerPath } from './server-errors.ts';

describe('fieldOfServerPath', () => {
  it('finds the form field of a server path', () => {
    expect(fieldOfServerPath('access_key.access_servers')).toBe('accessServers');
    expect(fieldOfServerPath('body.access_key.visitor_phone')).toBe('phone');
    expect(fieldOfServerPath('body.access_key.access_servers.0')).toBe('accessServers');
    expect(fieldOfServerPath('access_key.valid_from')).toBe('validFrom');
    expect(fieldOfServerPath('access_key.custom_attrs.Placas')).toBeUndefined();
    expect(fieldOfServerPath('body')).toBeUndefined();
  });
});
