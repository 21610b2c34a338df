import { describe, expect, it } from 'vitest';
import { providerStep } from './provider-step.ts';

const provider = { access_key_type_id: 5 as const, deleted_at: null, last_transaction_type: null };

describe('provider invitation step', () => {
  it('checks in an unused provider key and checks out one inside', () => {
    expect(providerStep(provider)).toBe('checkIn');
    expect(providerStep({ ...provider, last_transaction_type: 'access' })).toBe('checkOut');
  });

  it('offers either after a denied attempt', () => {
    expect(providerStep({ ...provider, last_transaction_type: 'try' })).toBe('either');
  });

  it('offers nothing for a deleted key, one already out, or a key that is not a provider', () => {
    expect(providerStep({ ...provider, deleted_at: '2026-11-20T10:00:00.000Z' })).toBe('deleted');
    expect(providerStep({ ...provider, last_transaction_type: 'exit' })).toBe('checkedOut');
    expect(providerStep({ ...provider, access_key_type_id: 1 })).toBe('notProvider');
  });
});
