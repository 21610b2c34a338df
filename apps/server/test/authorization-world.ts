// A small world for the authorization matrix (authorization-matrix.test.ts) and the API fuzzer (api-fuzz.test.ts):
// two networks built with the factories, a cast of people in every role and unit relation, and one record of each
// kind per person, so that "a record of my own / of my unit / of my network / of another network" names a row.
//
// Home network:   AP1 (posts of the guard and of units U1, U2), AP2 (unit U3 only)
//   U1: hostA, hostB (two hosts of one unit), secA (invited by hostA), secB (invited by hostB)
//   U2: hostC          U3 (at AP2): hostD          admin, guard (posted at AP1)
// Other network:  its AP, unit, admin, guard and host.
import type { Role } from '@garita/contract';
import sharp from 'sharp';
import type { NetworkRow } from '../src/db/schema.ts';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { NEXT_YEAR } from './event-fixture.ts';
import {
  type AccessPoint,
  createAccessPoint,
  createAdmin,
  createGuard,
  createHost,
  createNetwork,
  createUnit,
  createUser,
  type SignedInUser,
  type Unit,
  uniqueTag,
} from './factories.ts';
import type { Client, TestServer } from './harness.ts';

export const PEOPLE = [
  'admin',
  'guard',
  'hostA',
  'hostB',
  'secA',
  'secB',
  'hostC',
  'hostD',
  'otherAdmin',
  'otherGuard',
  'otherHost',
] as const;
export type Person = (typeof PEOPLE)[number];
/** People who own invitations, events and logbook rows (guards invite nobody). */
export const RESIDENT_PEOPLE = PEOPLE.filter((p) => p !== 'guard' && p !== 'otherGuard');

export interface Records {
  /** A visit invitation (type 1) made by the person, and its unique_id. */
  key: number;
  keyUniqueId: string;
  /** The logbook entry registered (by their network's admin) on that invitation. */
  transaction: number;
  /** An event of theirs with one guest, and that guest's key. */
  event: number;
  guest: number;
  /** The favourite (community member) the invitation saved. */
  favourite: number;
  /** Their live dynamic key's unique_id (residents), as GET /access_keys/user_access_key gives it. */
  personalKey?: string;
}

export interface Place {
  network: NetworkRow;
  accessPoints: AccessPoint[];
  units: Unit[];
  /** A provider and custom attributes (of invitations, of registers) of the network's own catalogue. */
  provider: number;
  customAttribute: number;
  registerAttribute: number;
  /** A paused webhook of the network (a `.invalid` address: a test ping fails at once, host not found). */
  webhook: number;
  /** An entry of the network's watchlist (a name no visitor of the world resembles). */
  watchlistEntry: number;
}

export interface World {
  server: TestServer;
  home: Place;
  other: Place;
  people: Record<Person, SignedInUser>;
  records: Partial<Record<Person, Records>>;
  /** A photo on hostC's invitation: its id and the signature of its URL (public: the signature is the credential). */
  photo: { id: number; query: Record<string, string> };
  /** The network a person belongs to. */
  placeOf(person: Person): Place;
}

let jpeg: Promise<string> | undefined;
/** A small grey JPEG, base64, as the camera dialog sends it. */
export const tinyJpeg = () =>
  (jpeg ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer()
    .then((b) => b.toString('base64')));

export const isOtherNetwork = (person: Person) => person.startsWith('other');

/** A visit invitation valid now at `accessPoint`, saving the visitor as a favourite. */
export async function inviteVisit(client: Client, accessPoint: AccessPoint) {
  const res = await client.post('/access_keys', {
    access_key: {
      visitor_name: `Visita ${uniqueTag()}`,
      visitor_phone: '5512340000',
      access_key_type_id: 1,
      reason_for_visit: 'Visita',
      valid_from: formatWallClock(new Date(Date.now() - 60_000), accessPoint.time_zone),
      access_servers: [accessPoint.id],
      save_community_member: true,
      visitor_duration: 24,
    },
  });
  if (res.status !== 201) throw new Error(`invitation: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_key as { id: number; unique_id: string };
}

export async function createEvent(client: Client, accessPoint: AccessPoint) {
  const res = await client.post('/events', {
    event: { name: `Fiesta ${uniqueTag()}`, description: 'Fiesta', start_date: `19/12/${NEXT_YEAR} 20:00:00` },
    guests: [{ name: `Invitado ${uniqueTag()}`, phone: '+525512340001', email: '', save: false }],
    access_servers: [accessPoint.id],
  });
  if (res.status !== 201) throw new Error(`event: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.event.id as number;
}

async function buildPlace(
  server: TestServer,
  unitsAt: number[],
): Promise<Omit<Place, 'provider' | 'customAttribute' | 'registerAttribute' | 'webhook' | 'watchlistEntry'>> {
  const network = await createNetwork(server);
  const accessPoints = [await createAccessPoint(server, network), await createAccessPoint(server, network)];
  const units: Unit[] = [];
  for (const at of unitsAt) units.push(await createUnit(server, network, [accessPoints[at] as AccessPoint]));
  return { network, accessPoints, units };
}

export async function buildWorld(server: TestServer): Promise<World> {
  const homeBase = await buildPlace(server, [0, 0, 1]);
  const otherBase = await buildPlace(server, [0]);
  const [ap1] = homeBase.accessPoints as [AccessPoint, AccessPoint];
  const [u1, u2, u3] = homeBase.units as [Unit, Unit, Unit];
  const [oap] = otherBase.accessPoints as [AccessPoint];
  const [ou] = otherBase.units as [Unit];
  const { network: home } = homeBase;
  const { network: other } = otherBase;

  const admin = await createAdmin(server, home);
  const hostA = await createHost(server, home, u1);
  const hostB = await createHost(server, home, u1);
  const secondary = (inviter: SignedInUser) =>
    createUser(server, home, 'secondary_user', { unit: u1, accessPoints: u1.accessPoints, invitedBy: inviter.row });
  const people: Record<Person, SignedInUser> = {
    admin,
    guard: await createGuard(server, home, [ap1]),
    hostA,
    hostB,
    secA: await secondary(hostA),
    secB: await secondary(hostB),
    hostC: await createHost(server, home, u2),
    hostD: await createHost(server, home, u3),
    otherAdmin: await createAdmin(server, other),
    otherGuard: await createGuard(server, other, [oap]),
    otherHost: await createHost(server, other, ou),
  };

  const catalogue = async (client: Client) => {
    const provider = await client.post('/network/providers', { display_name: `Mensajería ${uniqueTag()}` });
    const attribute = await client.post('/network/custom_attributes', {
      scope: 'access_key',
      attribute_name: `Placa ${uniqueTag()}`,
      attribute_type: 'string',
    });
    const register = await client.post('/network/custom_attributes', {
      scope: 'transaction',
      attribute_name: `Gafete ${uniqueTag()}`,
      attribute_type: 'string',
    });
    const webhook = await client.post('/webhooks', {
      // Paused: the registers the suites make queue no event for it (the fuzzer checksums every table).
      webhook: { url: 'https://garita-matrix.invalid/hook', event_types: ['transaction.created'], active: false },
    });
    const watchlist = await client.post('/watchlist', {
      name: `Xoloitzcuintle Ñandú ${uniqueTag()}`,
      reason: 'Prueba',
      action: 'alert',
    });
    const made = [provider, attribute, register, webhook, watchlist];
    if (made.some((answer) => answer.status !== 201))
      throw new Error(`catalogue: ${JSON.stringify(made.map((answer) => answer.body))}`);
    return {
      webhook: webhook.body.webhook.id as number,
      watchlistEntry: watchlist.body.id as number,
      provider: provider.body.id as number,
      customAttribute: attribute.body.id as number,
      registerAttribute: register.body.id as number,
    };
  };
  const homePlace: Place = { ...homeBase, ...(await catalogue(admin.client)) };
  const otherPlace: Place = { ...otherBase, ...(await catalogue(people.otherAdmin.client)) };
  const placeOf = (person: Person) => (isOtherNetwork(person) ? otherPlace : homePlace);

  const records: Partial<Record<Person, Records>> = {};
  for (const person of RESIDENT_PEOPLE) {
    const place = placeOf(person);
    const accessPoint = accessPointOf(person, place);
    const client = people[person].client;
    const key = await inviteVisit(client, accessPoint);
    const registrar = isOtherNetwork(person) ? people.otherAdmin.client : admin.client;
    const entry = await registrar.post('/transactions', {
      access_key_id: key.id,
      gate_id: accessPoint.gates.Entrada?.id,
      access_allowed: true,
    });
    if (entry.status !== 201) throw new Error(`register: ${entry.status} ${JSON.stringify(entry.body)}`);
    const event = await createEvent(client, accessPoint);
    const guest = await server.db
      .selectFrom('access_keys')
      .select('id')
      .where('event_id', '=', event)
      .executeTakeFirstOrThrow();
    const favourite = await server.db
      .selectFrom('community_members')
      .select('id')
      .where('user_id', '=', people[person].row.id)
      .executeTakeFirstOrThrow();
    const personal = await client.get('/access_keys/user_access_key');
    records[person] = {
      personalKey: personal.status === 200 ? personal.body.access_key.unique_id : undefined,
      favourite: favourite.id,
      key: key.id,
      keyUniqueId: key.unique_id,
      transaction: entry.body.transaction.id,
      event,
      guest: guest.id,
    };
  }
  const photos = await admin.client.post('/access_keys/add_photos', {
    access_key_id: records.hostC?.key,
    photos: { other: await tinyJpeg() },
  });
  if (photos.status !== 201) throw new Error(`photo: ${photos.status} ${JSON.stringify(photos.body)}`);
  const url = new URL(photos.body.photos[0].url, 'http://localhost');
  const photo = { id: Number(url.pathname.split('/').pop()), query: Object.fromEntries(url.searchParams) };
  return { server, home: homePlace, other: otherPlace, people, records, photo, placeOf };
}

/** Where a person invites: hostD's unit is at the home network's second access point, everyone else at the first. */
export function accessPointOf(person: Person, place: Place): AccessPoint {
  return (person === 'hostD' ? place.accessPoints[1] : place.accessPoints[0]) as AccessPoint;
}

export const roleOf = (world: World, person: Person): Role => world.people[person].row.role;
