import type { CommunityMember, EventGuest } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import {
  contactOfGuest,
  displayPhone,
  duplicateFromError,
  emptyNewGuest,
  favoriteGuest,
  findDuplicate,
  type GuestContact,
  NewGuestSchema,
  newGuest,
  toGuestInput,
} from './guests.ts';

const ana: GuestContact = { name: 'Ana Ruiz', phone: '5511110001', countryCode: '+52', email: 'ana@example.com' };
const beto: GuestContact = { name: 'Beto Paz', phone: '5511110002', countryCode: '+52', email: '' };

describe('event guests (spec §5 "Guest")', () => {
  it('needs a full name and 10 phone digits (a valid US number for +1); email optional but valid', () => {
    const issues = (value: object) =>
      NewGuestSchema.safeParse({ ...emptyNewGuest(), ...value }).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues({})).toEqual(['name', 'phone']);
    expect(issues({ name: 'Ana', phone: '12345678' })).toEqual(['phone']);
    expect(issues({ name: 'Ana', phone: '123456789012' })).toEqual(['phone']);
    expect(issues({ name: 'Ana', phone: '123456789' })).toEqual(['phone']);
    expect(issues({ name: 'Ana', phone: '12345678901' })).toEqual(['phone']);
    expect(issues({ name: 'Ana', phone: '5511110001' })).toEqual([]);
    expect(issues({ name: 'Ana', phone: '5511110001', email: 'no' })).toEqual(['email']);
    expect(issues({ name: 'Ana', phone: '2015550123', email: 'ana@example.com', country_code: '+1' })).toEqual([]);
    // Ten digits, but 555 is no US area code.
    expect(issues({ name: 'Ana', phone: '5550001111', country_code: '+1' })).toEqual(['phone']);
  });

  it('sends a new guest with the country code and a favourite by its id only', () => {
    const values = NewGuestSchema.parse({
      name: ' Ana ',
      phone: '2015550123',
      country_code: '+1',
      email: 'A@X.MX',
      save: true,
    });
    expect(toGuestInput(newGuest(values))).toEqual({
      community_member: false,
      name: 'Ana',
      phone: '+12015550123',
      email: 'a@x.mx',
      save: true,
    });
    const member: CommunityMember = {
      id: 5,
      name: 'Jorge',
      phone: '5533445566',
      country_code: '+52',
      email: '',
      user: { id: 3, name: 'Héctor', network_group: null },
    };
    expect(toGuestInput(favoriteGuest(member))).toMatchObject({ id: 5, community_member: true, save: false });
  });

  it('finds the same name (case, accents, spaces), phone or non-empty email as another guest', () => {
    expect(findDuplicate({ ...beto, name: '  ANA   ruíz ' }, [ana])).toEqual({ field: 'name', other: ana });
    expect(findDuplicate({ ...beto, name: 'Otra' }, [ana, beto])).toEqual({ field: 'phone', other: beto });
    expect(findDuplicate({ ...beto, name: 'Otra', phone: '1', email: 'ANA@example.com' }, [ana])).toEqual({
      field: 'email',
      other: ana,
    });
    // Same digits under another country code are another phone; empty emails never clash.
    expect(findDuplicate({ name: 'Otra', phone: '5511110002', countryCode: '+1', email: '' }, [beto])).toBeNull();
    expect(findDuplicate({ name: 'Otra', phone: '5519990000', countryCode: '+52', email: '' }, [beto])).toBeNull();
  });

  it('reads guests of the event back as contacts and shows phones with their code', () => {
    const guest: EventGuest = {
      id: 1,
      name: 'Ana',
      phone: '+525511110001',
      country_code: '+52',
      email: '',
      community_member: false,
      community_member_id: null,
    };
    expect(contactOfGuest(guest)).toEqual({ name: 'Ana', phone: '5511110001', countryCode: '+52', email: '' });
    expect(displayPhone('+52', '5511110001')).toBe('+52 5511110001');
    expect(displayPhone('+52', '')).toBe('');
  });
});

describe('a server refusal of duplicate guests', () => {
  const sent: GuestContact[] = [ana, beto];
  it('names the guest sent and the field the server names first', () => {
    const error = new ApiError(422, 'duplicate_guest', 'Beto Paz: same phone as Ana', [
      { path: 'guests.1.phone', message: 'Beto Paz: same phone as Ana' },
      { path: 'guests.1.email', message: 'Beto Paz: same email as Ana' },
    ]);
    expect(duplicateFromError(error, sent)).toEqual({ name: 'Beto Paz', field: 'phone', other: null });
    const single = new ApiError(422, 'duplicate_guest', '', [{ path: 'guest.email', message: '' }]);
    expect(duplicateFromError(single, [beto])).toEqual({ name: 'Beto Paz', field: 'email', other: null });
  });

  it('is not a duplicate for other failures', () => {
    expect(duplicateFromError(new ApiError(422, 'validation_failed', ''), sent)).toBeNull();
    expect(duplicateFromError(new Error('boom'), sent)).toBeNull();
  });
});
