import { CreateAccessKeyRequest, EditAccessKeyRequest } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import {
  defaultValidFrom,
  emptyInvitationForm,
  favoriteIdOf,
  type InvitationFormValues,
  invitationFormFromKey,
  type NetworkRules,
  toleranceRange,
  withDurationUnit,
  withFavorite,
  withKind,
  withMultipleAccess,
  withSource,
} from './invitation-form.ts';
import { createInvitationBody, editInvitationBody, restrictionOf } from './invitation-payload.ts';
import { isPhoneLengthBlocking, validateInvitation, validFromText } from './invitation-rules.ts';
import { sampleKey } from './sample-key.fixture.ts';

const network: NetworkRules = {
  force_multiple_access: false,
  passback_activated_by_default: true,
  block_antipassback: false,
};
// 17:52 UTC = 11:52 in Mexico City, 09:52 in Tijuana (November, no daylight saving).
const now = new Date('2026-11-20T17:52:30Z');
const empty = (extra: Partial<InvitationFormValues> = {}) => ({
  ...emptyInvitationForm({ now, timeZone: 'America/Mexico_City', network, accessPointIds: [1, 2] }),
  ...extra,
});
const filledVisit = (extra: Partial<InvitationFormValues> = {}) =>
  empty({ visitorName: ' Ana López ', phone: '5512345678', reason: 'Comida', accessServers: [2, 1], ...extra });

describe('defaults', () => {
  it('starts at the access point clock hour, minute rounded down to the quarter (or the hour)', () => {
    expect(defaultValidFrom(now, 'America/Mexico_City')).toEqual({
      validDate: '2026-11-20',
      validHour: '11',
      validMinute: '45',
    });
    expect(defaultValidFrom(now, 'America/Tijuana')).toMatchObject({ validHour: '09', validMinute: '45' });
    expect(defaultValidFrom(now, 'America/Mexico_City', 60).validMinute).toBe('00');
    expect(defaultValidFrom(new Date('2026-11-21T05:10:00Z'), 'America/Tijuana').validDate).toBe('2026-11-20');
  });

  it('is a single 1 h visit, every weekday, the network anti-passback, nothing chosen among several points', () => {
    const values = empty();
    expect(values).toMatchObject({
      kind: 'visit',
      source: 'new',
      multipleAccess: false,
      visitorDuration: 1,
      // Switching multiple access on gives the spec's 2 hours (§9), with the phone's first tolerance (§5).
      durationUnit: 'hours',
      durationCount: 2,
      tolerance: 1,
      days: ['0', '1', '2', '3', '4', '5', '6'],
      allDay: true,
      passback: true,
      accessServers: [],
      countryCode: '+52',
    });
    const single = emptyInvitationForm({ now, timeZone: 'UTC', network, accessPointIds: [9] });
    expect(single.accessServers).toEqual([9]);
    expect(withMultipleAccess(values, true, network)).toMatchObject({ durationUnit: 'hours', durationCount: 2 });
  });

  it('offers a tolerance of 1 to 12 hours on a phone and 2 to 6 in the desktop drawer (spec §5)', () => {
    expect(toleranceRange('mobile')).toMatchObject({ min: 1, max: 12, default: 1 });
    expect(toleranceRange('desktop')).toMatchObject({ min: 2, max: 6, default: 2 });
    const desktop = emptyInvitationForm({ now, timeZone: 'UTC', network, accessPointIds: [], layout: 'desktop' });
    expect(desktop.tolerance).toBe(2);
  });

  it('forces multiple access on for a network that asks for it, even after switching kinds', () => {
    const forced = { ...network, force_multiple_access: true };
    const values = emptyInvitationForm({ now, timeZone: 'UTC', network: forced, accessPointIds: [] });
    expect(values.multipleAccess).toBe(true);
    expect(withMultipleAccess(values, false, forced).multipleAccess).toBe(true);
    const provider = withKind(values, 'provider', forced);
    expect(provider.multipleAccess).toBe(false);
    expect(withKind(provider, 'visit', forced).multipleAccess).toBe(true);
  });
});

describe('mode changes', () => {
  it('provider mode clears the visitor and turns multiple access off; multiple access stays off there', () => {
    const visit = filledVisit({ multipleAccess: true, restrict: true, email: 'a@b.mx', saveContact: true });
    const provider = withKind(visit, 'provider', network);
    expect(provider).toMatchObject({
      kind: 'provider',
      visitorName: '',
      phone: '',
      email: '',
      reason: '',
      saveContact: false,
      multipleAccess: false,
      restrict: false,
      accessServers: [2, 1],
    });
    expect(withMultipleAccess(provider, true, network).multipleAccess).toBe(false);
    const back = withKind({ ...provider, provider: 'amazon', visitorName: 'Repartidor' }, 'visit', network);
    expect(back).toMatchObject({ provider: '', visitorName: '' });
  });

  it('turning multiple access off drops the restriction', () => {
    const values = withMultipleAccess(filledVisit({ multipleAccess: true, restrict: true }), false, network);
    expect(values).toMatchObject({ multipleAccess: false, restrict: false });
  });

  it('clamps the count when the unit changes', () => {
    const long = filledVisit({ multipleAccess: true, durationUnit: 'days', durationCount: 30 });
    expect(withDurationUnit(long, 'weeks').durationCount).toBe(10);
    expect(withDurationUnit(long, 'months').durationCount).toBe(12);
    expect(withDurationUnit(long, 'hours').durationCount).toBe(24);
    expect(withDurationUnit({ ...long, durationCount: 3 }, 'weeks').durationCount).toBe(3);
  });

  it('a favourite fills the visitor, and leaving favourites clears it', () => {
    const contact = { id: 5, name: 'Mariana López', phone: '5522334455', country_code: '+1', email: 'm@x.mx' };
    const chosen = withFavorite(empty({ saveContact: true }), contact);
    expect(chosen).toMatchObject({
      source: 'favorite',
      visitorName: 'Mariana López',
      phone: '5522334455',
      countryCode: '+1',
      email: 'm@x.mx',
      saveContact: false,
    });
    expect(withSource(chosen, 'new')).toMatchObject({ source: 'new', favorite: null, visitorName: '', phone: '' });
  });
});

describe('validation', () => {
  it('asks a new visitor for name, phone, reason, an access point and a date', () => {
    expect(validateInvitation(empty({ validDate: '' }))).toEqual({
      visitorName: 'required',
      phone: 'required',
      reason: 'required',
      accessServers: 'required',
      validFrom: 'required',
    });
    expect(validateInvitation(filledVisit())).toEqual({});
  });

  it('refuses control characters and line breaks in the name and reason, as the server does', () => {
    expect(validateInvitation(filledVisit({ visitorName: 'Ana\u0000Ruiz' })).visitorName).toBe('control_characters');
    expect(validateInvitation(filledVisit({ visitorName: 'Ana\nRuiz' })).visitorName).toBe('line_break');
    expect(validateInvitation(filledVisit({ reason: 'Entrega\npaquete' })).reason).toBe('line_break');
    expect(validateInvitation(filledVisit({ notes: 'Llega en taxi.\nTimbre 2' }))).toEqual({});
  });

  it('checks phone digits, email shape and real dates', () => {
    expect(validateInvitation(filledVisit({ phone: '55123' })).phone).toBe('invalid');
    expect(validateInvitation(filledVisit({ phone: '551234567890' })).phone).toBe('invalid');
    expect(validateInvitation(filledVisit({ phone: '551234567' })).phone).toBeUndefined();
    expect(validateInvitation(filledVisit({ email: 'ana @x' })).email).toBe('invalid');
    expect(validateInvitation(filledVisit({ email: 'ana@x.mx' })).email).toBeUndefined();
    expect(validateInvitation(filledVisit({ validDate: '2026-02-30' })).validFrom).toBe('invalid');
  });

  it('blocks the create button while the phone is outside 9 to 11 digits (new visitors only)', () => {
    expect(isPhoneLengthBlocking(filledVisit({ phone: '' }))).toBe(true);
    expect(isPhoneLengthBlocking(filledVisit({ phone: '12345678' }))).toBe(true);
    expect(isPhoneLengthBlocking(filledVisit({ phone: '123456789' }))).toBe(false);
    expect(isPhoneLengthBlocking(filledVisit({ phone: '12345678901' }))).toBe(false);
    expect(isPhoneLengthBlocking(filledVisit({ phone: '123456789012' }))).toBe(true);
    expect(isPhoneLengthBlocking(empty({ kind: 'provider' }))).toBe(false);
    expect(isPhoneLengthBlocking(empty({ source: 'favorite' }))).toBe(false);
  });

  it('asks for a favourite in favourites mode', () => {
    const errors = validateInvitation(empty({ source: 'favorite', reason: 'x', accessServers: [1] }));
    expect(errors).toEqual({ favorite: 'required' });
  });

  it('asks a provider for a name, the provider, and the name of "Otro"', () => {
    const provider = withKind(filledVisit(), 'provider', network);
    expect(validateInvitation(provider)).toEqual({ visitorName: 'required', provider: 'required' });
    const other = { ...provider, visitorName: 'Gas', provider: 'otro' };
    expect(validateInvitation(other)).toEqual({ otherProvider: 'required' });
    expect(validateInvitation({ ...other, otherProvider: 'Gas Express' })).toEqual({});
  });
});

describe('bodies', () => {
  it('sends a single visit as type 1 with the wall-clock valid_from', () => {
    const body = createInvitationBody(filledVisit({ saveContact: true }), { Placas: 'ABC' });
    expect(body).toEqual({
      access_key: {
        visitor_name: 'Ana López',
        notes: '',
        valid_from: '20/11/2026 11:45:00',
        access_servers: [2, 1],
        passback_tracking: true,
        custom_attrs: { Placas: 'ABC' },
        visitor_phone: '5512345678',
        visitor_email: '',
        country_code: '+52',
        reason_for_visit: 'Comida',
        community_member_id: null,
        save_community_member: true,
        access_key_type_id: 1,
        visitor_duration: 1,
      },
    });
    expect(CreateAccessKeyRequest.safeParse(body).success).toBe(true);
  });

  it('sends multiple access as type 2 with its unit and count, restricted or not', () => {
    const multiple = filledVisit({ multipleAccess: true, durationUnit: 'hours', durationCount: 5, tolerance: 3 });
    expect(createInvitationBody(multiple, {}).access_key).toMatchObject({
      access_key_type_id: 2,
      temporary_duration: 'hours',
      duration: 5,
      tolerance: 3,
      key_restrictions: null,
    });
    // Only multiple access carries a tolerance: the server refuses one on a visit.
    expect(createInvitationBody(filledVisit({ tolerance: 3 }), {}).access_key).not.toHaveProperty('tolerance');
    const recurrent = {
      ...multiple,
      durationUnit: 'weeks' as const,
      durationCount: 4,
      restrict: true,
      days: ['5', '1', '3'] as InvitationFormValues['days'],
      allDay: false,
      restrictHour: '08',
      restrictMinute: '30',
      restrictHours: '9',
    };
    const body = createInvitationBody(recurrent, {});
    expect(body.access_key.key_restrictions).toEqual({
      days: ['1', '3', '5'],
      time: '08:30',
      duration_in_minutes: 540,
    });
    expect(CreateAccessKeyRequest.safeParse(body).success).toBe(true);
  });

  it('fills the restriction defaults: every day, 00:00, 24 hours; all day ignores the times', () => {
    const values = filledVisit({ multipleAccess: true, restrict: true, days: [], allDay: false });
    expect(restrictionOf(values)).toEqual({
      days: ['0', '1', '2', '3', '4', '5', '6'],
      time: '00:00',
      duration_in_minutes: 1440,
    });
    const allDay = { ...values, allDay: true, restrictHour: '10', restrictHours: '2' };
    expect(restrictionOf(allDay)).toMatchObject({ time: '00:00', duration_in_minutes: 1440 });
  });

  it('sends a provider as type 5 without visitor contact fields; "Otro" sends the typed name', () => {
    const provider = {
      ...withKind(filledVisit(), 'provider', network),
      visitorName: 'Repartidor',
      provider: 'otro',
      otherProvider: ' Gas Express ',
      visitorDuration: 3,
    };
    const body = createInvitationBody(provider, {});
    expect(body.access_key).toMatchObject({ access_key_type_id: 5, provider: 'Gas Express', visitor_duration: 3 });
    expect(body.access_key).not.toHaveProperty('visitor_phone');
    expect(CreateAccessKeyRequest.safeParse(body).success).toBe(true);
    expect(createInvitationBody({ ...provider, provider: 'amazon' }, {}).access_key.provider).toBe('amazon');
  });

  it('links a favourite and never saves it again', () => {
    const contact = { id: 5, name: 'Mariana López', phone: '5522334455', country_code: '+52', email: '' };
    const values = { ...withFavorite(filledVisit(), contact), saveContact: true };
    expect(createInvitationBody(values, {}).access_key).toMatchObject({
      community_member_id: 5,
      save_community_member: false,
      visitor_phone: '5522334455',
    });
  });

  it('edits a key with the fields it had', () => {
    const key = sampleKey({ community_member_id: 4, valid_from_date: '21/11/2026 09:07:00', visitor_duration: 3 });
    const values = invitationFormFromKey(key, network);
    expect(values).toMatchObject({
      validDate: '2026-11-21',
      validHour: '09',
      validMinute: '07',
      visitorDuration: 3,
      accessServers: [1, 2],
      linkedContactId: 4,
      phone: '5512345678',
    });
    expect(validFromText(values)).toBe('21/11/2026 09:07:00');
    const body = editInvitationBody({ ...values, reason: 'Cena', saveContact: true }, values);
    expect(body.access_key).toMatchObject({
      reason_for_visit: 'Cena',
      community_member_id: 4,
      save_community_member: false,
      access_servers: [1, 2],
    });
    // An unchanged window is not sent again (an entered visit past its window could not be saved otherwise).
    expect(body.access_key).not.toHaveProperty('valid_from');
    expect(body.access_key).not.toHaveProperty('visitor_duration');
    expect(EditAccessKeyRequest.safeParse(body).success).toBe(true);
    const moved = editInvitationBody({ ...values, validHour: '10' }, values);
    expect(moved.access_key).toMatchObject({ valid_from: '21/11/2026 10:07:00', visitor_duration: 3 });
    const longer = editInvitationBody({ ...values, visitorDuration: 5 }, values);
    expect(longer.access_key).toMatchObject({ valid_from: '21/11/2026 09:07:00', visitor_duration: 5 });
  });
});

describe('favoriteIdOf', () => {
  it('reads a favourite id, and the literal :cmId as none', () => {
    expect(favoriteIdOf('12')).toBe(12);
    expect(favoriteIdOf(':cmId')).toBeNull();
    expect(favoriteIdOf(undefined)).toBeNull();
    expect(favoriteIdOf('0')).toBeNull();
    expect(favoriteIdOf('1e3')).toBeNull();
  });
});
