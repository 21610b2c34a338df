import { describe, expect, it } from 'vitest';
import { emptyRegisterForm, manualRegisterBody, missingFields, providerOf } from './register-form.ts';

const visit = { ...emptyRegisterForm(3), visitorName: ' Ana Pérez ', unitId: 1, hostId: 7, reason: 'Comida' };

describe('manual register form', () => {
  it('asks a visit for name, unit, host, reason and door', () => {
    expect(missingFields(emptyRegisterForm(null))).toEqual(['visitorName', 'unitId', 'hostId', 'reason', 'gateId']);
    expect(missingFields(visit)).toEqual([]);
  });

  it('asks a provider for the provider, and its name when "Otro" is chosen, but no reason', () => {
    const provider = { ...visit, kind: 'provider' as const, reason: '' };
    expect(missingFields(provider)).toEqual(['provider']);
    expect(missingFields({ ...provider, provider: 'otro' })).toEqual(['otherProvider']);
    expect(missingFields({ ...provider, provider: 'otro', otherProvider: 'Gas Express' })).toEqual([]);
    expect(providerOf({ ...provider, provider: 'otro', otherProvider: ' Gas Express ' })).toBe('Gas Express');
    expect(providerOf({ ...provider, provider: 'dhl' })).toBe('dhl');
    expect(providerOf(visit)).toBeNull();
  });

  it('sends the ID number the guard typed (for the watchlist), and none when left empty', () => {
    const decision = { allowed: true, photos: {}, customAttrs: {} };
    expect(manualRegisterBody({ ...visit, idNumber: ' INE123 ' }, decision).visitor_id_number).toBe('INE123');
    expect(manualRegisterBody(visit, decision)).not.toHaveProperty('visitor_id_number', expect.anything());
  });

  it('lets a provider go without a unit or host (spec §5: the name and the provider)', () => {
    const provider = { ...emptyRegisterForm(3, 'provider'), visitorName: 'Repartidor', provider: 'dhl' };
    expect(missingFields(emptyRegisterForm(null, 'provider'))).toEqual(['visitorName', 'provider', 'gateId']);
    expect(missingFields(provider)).toEqual([]);
    const body = manualRegisterBody(provider, { allowed: true, photos: {}, customAttrs: {} });
    expect(body).toMatchObject({ user_id: null, access_key_type_id: 5, provider: 'dhl' });
  });

  it('builds the visit body with photos when let in', () => {
    const body = manualRegisterBody(
      { ...visit, notes: ' gafete 12 ' },
      { allowed: true, photos: { photo_id: 'data:image/jpeg;base64,AA' }, customAttrs: { Empresa: 'ACME' } },
    );
    expect(body).toEqual({
      visitor_name: 'Ana Pérez',
      reason_for_visit: 'Comida',
      user_id: 7,
      gate_id: 3,
      access_key_type_id: 6,
      provider: null,
      access_allowed: true,
      notes: 'gafete 12',
      photos: { photo_id: 'data:image/jpeg;base64,AA' },
      custom_attrs: { Empresa: 'ACME' },
    });
  });

  it('puts the denial reason first in the notes and sends no photos', () => {
    const body = manualRegisterBody(
      { ...visit, kind: 'provider', provider: 'amazon', notes: 'moto roja' },
      { allowed: false, reason: 'Sin identificación', photos: { photo_id: 'x' }, customAttrs: {} },
    );
    expect(body).toMatchObject({
      access_key_type_id: 5,
      provider: 'amazon',
      reason_for_visit: '',
      access_allowed: false,
      notes: 'Sin identificación\nmoto roja',
      photos: {},
    });
  });
});
