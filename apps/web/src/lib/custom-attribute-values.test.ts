import type { CustomAttribute } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import {
  attributesPayload,
  attributeValueText,
  ctpatValue,
  defaultAttributeValues,
  isCtpatAttribute,
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

describe('custom attribute values as a person reads them', () => {
  const words = { yes: 'Yes', no: 'No' };
  it("shows dates as DD/MMM/YYYY in the language's month abbreviations (spec §5)", () => {
    expect(attributeValueText('24-11-2026', 'en', words)).toBe('24/Nov/2026');
    expect(attributeValueText('24-11-2026', 'es', words)).toBe('24/nov/2026');
    expect(attributeValueText('03-01-2027', 'es', words)).toBe('03/ene/2027');
    expect(attributeValueText('05-09-2026', 'en', words)).toBe('05/Sep/2026');
  });

  it('leaves anything that is not a real DD-MM-YYYY day as it was given', () => {
    expect(attributeValueText('31-02-2026', 'en', words)).toBe('31-02-2026');
    expect(attributeValueText('2026-11-24', 'en', words)).toBe('2026-11-24');
    expect(attributeValueText('Placas 24-11-2026', 'en', words)).toBe('Placas 24-11-2026');
    expect(attributeValueText(7, 'en', words)).toBe('7');
    expect(attributeValueText(null, 'en', words)).toBe('');
  });

  it('shows booleans in words', () => {
    expect(attributeValueText(true, 'es', { yes: 'Sí', no: 'No' })).toBe('Sí');
    expect(attributeValueText(false, 'en', words)).toBe('No');
  });
});

describe('the ctpat attribute (spec §2)', () => {
  const origin = 'https://garita.example';
  it('is the attribute named ctpat, in any case', () => {
    expect(isCtpatAttribute({ attribute_name: ' CTPAT ' })).toBe(true);
    expect(isCtpatAttribute({ attribute_name: 'ctpat folio' })).toBe(false);
  });

  it("takes the values the form sent to this site's /ctpat page", () => {
    const landing = new URL('/ctpat?folio=A-17&estado=validado', origin);
    expect(ctpatValue({ attribute_type: 'string' }, landing, origin)).toBe('folio: A-17, estado: validado');
    expect(ctpatValue({ attribute_type: 'boolean' }, landing, origin)).toBe(true);
    expect(ctpatValue({ attribute_type: 'date' }, landing, origin)).toBeNull();
  });

  it("ignores every other page, and another site's /ctpat", () => {
    expect(ctpatValue({ attribute_type: 'string' }, new URL('/logbook?folio=1', origin), origin)).toBeNull();
    expect(ctpatValue({ attribute_type: 'string' }, new URL('https://forms.example/ctpat?folio=1'), origin)).toBeNull();
  });
});
