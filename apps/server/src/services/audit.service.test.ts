// What an audit row keeps of a record: changed fields only, secrets and visitors' data masked; and every action the
// rules can write has a label on the screen (AUDIT_ACTIONS).
import { AUDIT_ACTIONS } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { auditRules } from './audit.rules.ts';
import { changedFields, maskRecord, REDACTED } from './audit.service.ts';

describe('changedFields', () => {
  it('keeps only what changed on an edit, dates as ISO text, without updated_at', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(
      changedFields(
        'users',
        { id: 1, name: 'Ana', role: 'host', deleted_at: null, updated_at: at },
        { id: 1, name: 'Ana', role: 'network_admin', deleted_at: at, updated_at: new Date() },
      ),
    ).toEqual({
      before: { role: 'host', deleted_at: null },
      after: { role: 'network_admin', deleted_at: '2026-11-26T10:00:00.000Z' },
    });
  });

  it('keeps the whole record on a creation or a removal', () => {
    expect(changedFields('providers', undefined, { id: 2, name: 'dhl' })).toEqual({
      before: null,
      after: { id: 2, name: 'dhl' },
    });
    expect(changedFields('providers', { id: 2, name: 'dhl' }, undefined)).toEqual({
      before: { id: 2, name: 'dhl' },
      after: null,
    });
  });

  it('never copies secrets or a visitor’s personal data, only that they changed', () => {
    const key = { visitor_name: 'Rosa', visitor_phone: '55', unique_id: 'qr-secret', notes: 'x', valid_until: 1 };
    expect(changedFields('access_keys', key, { ...key, visitor_name: 'Rosa María', valid_until: 2 })).toEqual({
      before: { visitor_name: REDACTED, valid_until: 1 },
      after: { visitor_name: REDACTED, valid_until: 2 },
    });
    const masked = JSON.stringify(maskRecord('access_keys', key));
    for (const secret of ['Rosa', '55', 'qr-secret']) expect(masked).not.toContain(secret);
    expect(maskRecord('gates', { controller_secret: 's', controller_password: 'p', name: 'Pluma' })).toEqual({
      controller_secret: REDACTED,
      controller_password: REDACTED,
      name: 'Pluma',
    });
    expect(maskRecord('users', { name: 'Ana', password_hash: '$argon2id$' })).toEqual({
      name: 'Ana',
      password_hash: REDACTED,
    });
  });
});

describe('audit rules', () => {
  it('write only actions the screen knows', () => {
    const written = Object.entries(auditRules).flatMap(([name, rule]) =>
      rule.kind === 'export' ? [rule.action] : rule.kind === 'none' ? [] : [name],
    );
    expect(written.filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual([]);
  });
});
