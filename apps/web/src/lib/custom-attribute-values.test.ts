import type { CustomAttribute } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import {
  attributesPayload,
  defaultAttributeValues,
  missingAttributes,
  toPayloadDate,
} from './custom-attribute-values.ts';

const attribute = (
  attribute_name: string,
  attribute_type: CustomAttribute['attribute_type'],
  required = false,
): CustomAttribute => ({
  id: attribute_name.length,
  attribute_name,
  attribute_type,
  required,
  options: attribute_type === 'list' ? ['A', 'B'] : [],
  value: null,
});

const ATTRIBUTES = [
  attribute('Empresa', 'string', true),
  attribute('Pasajeros', 'integer'),
  attribute('Mascota', 'boolean', true),
  attribute('Tipo', 'list'),
  attribute('Cita', 'date', true),
];

describe('custom attribute values', () => {
  it('defaults: empty text, false, and today for dates', () => {
    expect(defaultAttributeValues(ATTRIBUTES, '2026-11-03')).toEqual({
      Empresa: '',
      Pasajeros: '',
      Mascota: false,
      Tipo: '',
      Cita: '2026-11-03',
    });
  });

  it('lists required attributes still empty, never booleans', () => {
    const values = defaultAttributeValues(ATTRIBUTES, '2026-11-03');
    expect(missingAttributes(ATTRIBUTES, values)).toEqual(['Empresa']);
    expect(missingAttributes(ATTRIBUTES, { ...values, Empresa: '  ' })).toEqual(['Empresa']);
    expect(missingAttributes(ATTRIBUTES, { ...values, Empresa: 'ACME', Cita: '' })).toEqual(['Cita']);
  });

  it('sends integers as numbers, dates as DD-MM-YYYY and leaves empty optional values out', () => {
    expect(
      attributesPayload(ATTRIBUTES, { Empresa: ' ACME ', Pasajeros: '3', Mascota: true, Tipo: '', Cita: '2026-11-03' }),
    ).toEqual({ Empresa: 'ACME', Pasajeros: 3, Mascota: true, Cita: '03-11-2026' });
    expect(toPayloadDate('not a date')).toBe('not a date');
  });
});
