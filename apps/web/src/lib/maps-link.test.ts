import { describe, expect, it } from 'vitest';
import { mapsLink } from './maps-link.ts';

describe('mapsLink', () => {
  it('points at the coordinates when the access point has them', () => {
    expect(mapsLink({ latitude: 19.4284, longitude: -99.2066, address: 'Paseo de las Palmas 405' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=19.4284,-99.2066',
    );
    expect(mapsLink({ latitude: 0, longitude: 0, address: '' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=0,0',
    );
  });

  it('searches the address otherwise, encoded', () => {
    expect(mapsLink({ latitude: null, longitude: -99, address: ' Blvd. Agua Caliente 10750, Tijuana & B.C. ' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Blvd.%20Agua%20Caliente%2010750%2C%20Tijuana%20%26%20B.C.',
    );
    expect(mapsLink({ latitude: 95, longitude: 10, address: 'Calle 1' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Calle%201',
    );
  });

  it('gives nothing without coordinates or address', () => {
    expect(mapsLink({ latitude: null, longitude: null, address: '  ' })).toBeNull();
  });
});
