import type { AccessServer } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import {
  AccessPointFormSchema,
  accessPointBody,
  accessPointFieldOf,
  accessPointFormFrom,
} from './access-point-form.ts';

const point = {
  name: 'Acceso Norte',
  venue_name: 'Las Palmas',
  address: 'Av. Reforma 1',
  latitude: 19.4,
  longitude: -99.1,
  time_zone: 'America/Mexico_City',
  provider_max_stay_hours: 8,
  settings: { photo_id: true, front_plates: false, back_plates: false, other: false, accreditation: true },
} as AccessServer;

describe('access point form', () => {
  it('round-trips every field into the body, coordinates as numbers', () => {
    const values = AccessPointFormSchema.parse({ ...accessPointFormFrom(point, 'UTC'), name: ' Norte ' });
    expect(accessPointBody(values)).toEqual({
      access_server: {
        name: 'Norte',
        venue_name: 'Las Palmas',
        address: 'Av. Reforma 1',
        latitude: 19.4,
        longitude: -99.1,
        time_zone: 'America/Mexico_City',
        provider_max_stay_hours: 8,
      },
      settings: { photo_id: true, front_plates: false, back_plates: false, other: false, accreditation: true },
    });
  });

  it("starts a new point on the network's clock, without a place or required photos", () => {
    const values = AccessPointFormSchema.parse({ ...accessPointFormFrom(null, 'America/Tijuana'), name: 'Caseta' });
    expect(accessPointBody(values)).toEqual({
      access_server: {
        name: 'Caseta',
        address: '',
        latitude: null,
        longitude: null,
        time_zone: 'America/Tijuana',
        provider_max_stay_hours: null,
      },
      settings: { photo_id: false, front_plates: false, back_plates: false, other: false, accreditation: false },
    });
  });

  it('needs a name, a known zone, and both coordinates or neither, each in range', () => {
    const base = accessPointFormFrom(point, 'UTC');
    const fails = (change: Partial<typeof base>) =>
      AccessPointFormSchema.safeParse({ ...base, ...change }).error?.issues.map((i) => i.path.join('.'));
    expect(fails({ name: ' ' })).toEqual(['name']);
    expect(fails({ time_zone: 'Mars/Olympus' })).toEqual(['time_zone']);
    expect(fails({ latitude: '' })).toEqual(['latitude']);
    expect(fails({ longitude: '' })).toEqual(['longitude']);
    expect(fails({ latitude: '91' })).toEqual(['latitude']);
    expect(fails({ longitude: '12,5' })).toEqual(['longitude']);
    expect(fails({ latitude: '', longitude: '' })).toBeUndefined();
    expect(fails({ provider_max_stay_hours: '0' })).toEqual(['provider_max_stay_hours']);
    expect(fails({ provider_max_stay_hours: '73' })).toEqual(['provider_max_stay_hours']);
    expect(fails({ provider_max_stay_hours: '2.5' })).toEqual(['provider_max_stay_hours']);
    expect(fails({ provider_max_stay_hours: ' 72 ' })).toBeUndefined();
    expect(fails({ provider_max_stay_hours: '' })).toBeUndefined();
  });

  it("finds the field of a server complaint's path", () => {
    expect(accessPointFieldOf('access_server.latitude')).toBe('latitude');
    expect(accessPointFieldOf('settings.photo_id')).toBe('photo_id');
    expect(accessPointFieldOf('access_server')).toBeUndefined();
  });
});
