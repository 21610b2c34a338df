import { describe, expect, it } from 'vitest';
import { UnitFormSchema, unitBody, unitFormFrom } from './unit-form.ts';

describe('unit form (spec §5 "Unit")', () => {
  it('needs a name and at least one access point', () => {
    const result = UnitFormSchema.safeParse({ name: '  ', access_servers: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['access_servers', 'name']);
  });

  it('trims the name and sends the contract body', () => {
    const values = UnitFormSchema.parse({ name: ' Torre C ', access_servers: [1, 2] });
    expect(unitBody(values)).toEqual({ network_group: { name: 'Torre C', access_servers: [1, 2] } });
  });

  it('starts empty for a new unit and from the unit when editing', () => {
    expect(unitFormFrom(null)).toEqual({ name: '', access_servers: [] });
    const unit = { id: 4, name: 'Torre A', access_servers: [{ id: 2, name: 'Norte', venue_name: 'x' }], users: [] };
    expect(unitFormFrom(unit)).toEqual({ name: 'Torre A', access_servers: [2] });
  });
});
