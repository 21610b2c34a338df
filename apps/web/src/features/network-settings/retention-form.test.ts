import type { NetworkSettings } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { RetentionFormSchema, retentionBody, retentionFieldOf, retentionFormFrom } from './retention-form.ts';

const network = { photo_retention_days: 30, personal_data_retention_days: 365 } as NetworkSettings;

describe('retention form', () => {
  it('starts from the stored windows and sends them back as numbers', () => {
    const values = RetentionFormSchema.parse({ ...retentionFormFrom(network), photo_retention_days: ' 7 ' });
    expect(retentionBody(values)).toEqual({ photo_retention_days: 7, personal_data_retention_days: 365 });
  });

  it('refuses days out of range, not whole, and photos kept longer than personal data', () => {
    const paths = (change: Record<string, string>) =>
      RetentionFormSchema.safeParse({ ...retentionFormFrom(network), ...change }).error?.issues.map((i) =>
        i.path.join('.'),
      );
    expect(paths({ photo_retention_days: '0' })).toEqual(['photo_retention_days']);
    expect(paths({ photo_retention_days: '366' })).toEqual(['photo_retention_days']);
    expect(paths({ photo_retention_days: '1.5' })).toEqual(['photo_retention_days']);
    expect(paths({ personal_data_retention_days: '29' })).toEqual(['personal_data_retention_days']);
    expect(paths({ personal_data_retention_days: '1826' })).toEqual(['personal_data_retention_days']);
    expect(paths({ photo_retention_days: '90', personal_data_retention_days: '60' })).toEqual(['photo_retention_days']);
    expect(paths({ photo_retention_days: '60', personal_data_retention_days: '60' })).toBeUndefined();
    expect(retentionFieldOf('personal_data_retention_days')).toBe('personal_data_retention_days');
    expect(retentionFieldOf('name')).toBeUndefined();
  });
});
