// Wall-clock rules on a fixed clock (ctx.now): a recurrent key at an access point in America/Tijuana across
// its 2026 daylight-saving changes (8 March, 1 November), America/Mexico_City which has none, durations
// across a change, and the logbook's day filter in each access point's zone.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let clock = new Date('2026-02-25T18:00:00Z');
const gates: Record<string, number> = {};
const servers: Record<string, number> = {};

/** Moves the clock and signs in again (sessions are dated by the same clock). */
const at = async (iso: string, email = 'guard@demo.test'): Promise<Client> => {
  clock = new Date(iso);
  return server.as(email);
};
const weekdays8to5 = { days: ['1', '2', '3', '4', '5'], time: '08:00', duration_in_minutes: 540 };
const recurrent = (accessServer: string, validFrom: string, months: number) => ({
  access_key: {
    visitor_name: `Jardinero ${accessServer}`,
    visitor_phone: '6641234567',
    access_key_type_id: 2,
    reason_for_visit: 'Jardinería',
    valid_from: validFrom,
    duration: months,
    temporary_duration: 'months',
    key_restrictions: weekdays8to5,
    access_servers: [servers[accessServer]],
  },
});
const decisionAt = async (iso: string, gate: string, key: string) => {
  const guard = await at(iso);
  const res = await guard.get(`/access_keys/validate?gate=${gates[gate]}&key=${key}`);
  expect(res.status).toBe(200);
  return res.body.key_data.access_key_status.description as string | null;
};

beforeAll(async () => {
  server = await startTestServer({ LOGIN_LIMIT_PER_ACCOUNT: '10000', LOGIN_LIMIT_PER_ADDRESS: '10000' }, () => clock);
  for (const g of await server.db.selectFrom('gates').select(['id', 'name']).execute()) gates[g.name] = g.id;
  for (const s of await server.db.selectFrom('access_servers').select(['id', 'name']).execute()) servers[s.name] = s.id;
});
afterAll(() => server.close());

describe('a recurrent key in America/Tijuana (PST → PDT on 8 March, → PST on 1 November 2026)', () => {
  let key: string;
  it('reads valid_from in Tijuana and ends 10 months later at the same wall-clock time', async () => {
    const host = await at('2026-02-25T18:00:00Z', 'host@demo.test');
    const res = await host.post('/access_keys', recurrent('Acceso Norte', '02/03/2026 00:00:00', 10));
    expect(res.status).toBe(201);
    expect(res.body.access_key).toMatchObject({
      time_zone_name: 'America/Tijuana',
      valid_from: '2026-03-02T08:00:00.000Z', // PST, UTC-8
      valid_until: '2027-01-02T08:00:00.000Z',
      valid_until_date: '02/01/2027 00:00:00',
    });
    key = res.body.access_key.unique_id;
  });

  it.each([
    ['Mon 2 Mar 08:30 PST', '2026-03-02T16:30:00Z', null],
    ['Mon 2 Mar 07:30 PST', '2026-03-02T15:30:00Z', 'not_during_scheduled_hour'],
    ['Sun 8 Mar (the change) 10:00 PDT', '2026-03-08T17:00:00Z', 'not_during_scheduled_hour'],
    ['Mon 9 Mar 08:30 PDT (07:30 if read as PST)', '2026-03-09T15:30:00Z', null],
    ['Mon 9 Mar 07:30 PDT', '2026-03-09T14:30:00Z', 'not_during_scheduled_hour'],
    ['Mon 9 Mar 17:30 PDT (16:30 if read as PST)', '2026-03-10T00:30:00Z', 'not_during_scheduled_hour'],
    ['Fri 30 Oct 16:30 PDT', '2026-10-30T23:30:00Z', null],
    ['Mon 2 Nov 08:30 PST (09:30 if read as PDT)', '2026-11-02T16:30:00Z', null],
    ['Mon 2 Nov 07:30 PST (08:30 if read as PDT)', '2026-11-02T15:30:00Z', 'not_during_scheduled_hour'],
    ['Mon 4 Jan 2027 08:30 PST, after the end', '2027-01-04T16:30:00Z', 'not_in_time'],
    ['Mon 23 Feb 08:30 PST, before the start', '2026-02-23T16:30:00Z', 'not_in_time'],
  ])('%s → %s', async (_name, iso, reason) => {
    expect(await decisionAt(iso, 'Entrada Norte', key)).toBe(reason);
  });
});

describe('a recurrent key in America/Mexico_City (no daylight saving since 2022)', () => {
  it('keeps UTC-6 all year', async () => {
    const host = await at('2026-02-25T18:00:00Z', 'host@demo.test');
    const res = await host.post('/access_keys', recurrent('Caseta Principal', '02/03/2026 00:00:00', 10));
    expect(res.body.access_key).toMatchObject({
      valid_from: '2026-03-02T06:00:00.000Z',
      valid_until: '2027-01-02T06:00:00.000Z',
    });
    const key = res.body.access_key.unique_id;
    expect(await decisionAt('2026-03-09T14:30:00Z', 'Entrada Peatonal', key)).toBe(null); // Mon 08:30
    expect(await decisionAt('2026-07-06T14:30:00Z', 'Entrada Peatonal', key)).toBe(null); // Mon 08:30 in July
    expect(await decisionAt('2026-07-06T13:30:00Z', 'Entrada Peatonal', key)).toBe('not_during_scheduled_hour');
    expect(await decisionAt('2026-11-02T22:59:00Z', 'Entrada Peatonal', key)).toBe(null); // Mon 16:59
    expect(await decisionAt('2026-11-02T23:00:00Z', 'Entrada Peatonal', key)).toBe('not_during_scheduled_hour');
    expect(await decisionAt('2026-07-06T14:30:00Z', 'Entrada Norte', key)).toBe('door_not_included');
  });
});

describe('durations across the change', () => {
  it('counts visit hours as elapsed time and temporary days as wall-clock days', async () => {
    const host = await at('2026-03-01T18:00:00Z', 'host@demo.test');
    const base = {
      visitor_name: 'Nocturno',
      visitor_phone: '6641234567',
      reason_for_visit: 'Visita',
      access_servers: [servers['Acceso Norte']],
    };
    const visit = await host.post('/access_keys', {
      access_key: { ...base, access_key_type_id: 1, valid_from: '08/03/2026 01:30:00', visitor_duration: 3 },
    });
    expect(visit.body.access_key).toMatchObject({
      valid_from: '2026-03-08T09:30:00.000Z',
      valid_until: '2026-03-08T12:30:00.000Z',
      valid_until_date: '08/03/2026 05:30:00', // 02:00 does not exist that night
    });
    const day = await host.post('/access_keys', {
      access_key: {
        ...base,
        access_key_type_id: 2,
        valid_from: '07/03/2026 10:00:00',
        duration: 1,
        temporary_duration: 'days',
      },
    });
    expect(day.body.access_key).toMatchObject({
      valid_from: '2026-03-07T18:00:00.000Z',
      valid_until: '2026-03-08T17:00:00.000Z',
    });
  });
});

describe('the logbook day filter', () => {
  it('reads a date in each access point’s own zone', async () => {
    // 2026-06-10T06:30Z is 23:30 on 9 June in Tijuana and 00:30 on 10 June in Mexico City.
    const guard = await at('2026-06-10T06:30:00Z');
    const hostId = (
      await server.db.selectFrom('users').select('id').where('email', '=', 'host@demo.test').executeTakeFirstOrThrow()
    ).id;
    const photo = (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer()
    ).toString('base64');
    const register = async (gate: string) =>
      (
        await guard.post('/transactions', {
          visitor_name: `Medianoche ${gate}`,
          reason_for_visit: 'Visita',
          user_id: hostId,
          gate_id: gates[gate],
          access_key_type_id: 6,
          access_allowed: true,
          photos: { id: photo },
        })
      ).body.transaction.id;
    const norte = await register('Entrada Norte');
    const caseta = await register('Entrada Peatonal');
    const idsOn = async (day: string) =>
      (await guard.get(`/transactions?date=${day}&query=Medianoche`)).body.transactions.map((t: any) => t.id);
    expect(await idsOn('2026-06-09')).toEqual([norte]);
    expect(await idsOn('2026-06-10')).toEqual([caseta]);
  });
});
