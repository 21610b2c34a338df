import type { CommunityMember } from '@garita/contract';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { REGISTERED_VISITOR_CSV_COLUMNS } from './export-registered-visitors.ts';

const member = (overrides: Partial<CommunityMember>): CommunityMember => ({
  id: 1,
  name: 'Mariana López',
  phone: '5522334455',
  country_code: '+52',
  email: 'mariana@example.com',
  user: { id: 3, name: 'Héctor Residente', network_group: { name: 'Torre A' } },
  ...overrides,
});

describe('registered visitors CSV', () => {
  it('has Spanish columns, the phone and its country, who saved the contact, and escapes formulas', () => {
    const rows = [
      member({}),
      member({ id: 2, name: '+cmd|calc', phone: '', email: '', user: { id: 1, name: 'Ana', network_group: null } }),
    ];
    const parsed = Papa.parse<Record<string, string>>(toCsv(rows, REGISTERED_VISITOR_CSV_COLUMNS), { header: true });
    expect(parsed.meta.fields).toEqual(['Nombre', 'Teléfono', 'País', 'Correo electrónico', 'Creado por', 'Unidad']);
    expect(parsed.data).toEqual([
      {
        Nombre: 'Mariana López',
        Teléfono: '5522334455',
        País: 'MX',
        'Correo electrónico': 'mariana@example.com',
        'Creado por': 'Héctor Residente',
        Unidad: 'Torre A',
      },
      { Nombre: "'+cmd|calc", Teléfono: '', País: '', 'Correo electrónico': '', 'Creado por': 'Ana', Unidad: '' },
    ]);
  });
});
