// The authorization matrix: every registered API route × every principal × every relation of the record the route
// names (own, same unit, same network, another network). Each cell's expected answer is derived from the tables
// below — the role table of apps/server/src/policies/index.ts for "may this role call it at all", and REACH (one
// readable table per kind of record, written from spec §6 and the per-record policies) for "which records". A
// route registered without an entry in CASES fails the test. docs/authorization-matrix.md explains how to read
// and change it.
//
// A cell where the server today disagrees with the spec is written `finding(now, spec, why)`: the test expects
// `now` (the suite stays green) and counts the cell; when the fix lands, the cell becomes `spec` (a one-line edit).
import { endpointPath, endpoints, type Role } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../src/policies/index.ts';
import {
  accessPointOf,
  buildWorld,
  inviteVisit,
  isOtherNetwork,
  type Person,
  type Place,
  tinyJpeg,
  type World,
} from './authorization-world.ts';
import { createAccessPoint, createUser, uniqueTag } from './factories.ts';
import { NO_LOGIN_LIMITS, startTestServer } from './harness.ts';

// ---------------------------------------------------------------------------------------------------------------
// Principals and relations.

export const PRINCIPALS = [
  'admin',
  'guard',
  'host',
  'secondary',
  'otherAdmin',
  'otherGuard',
  'otherHost',
  'anonymous',
] as const;
type Principal = (typeof PRINCIPALS)[number];
type Signed = Exclude<Principal, 'anonymous'>;

/** Who each principal is in the world (authorization-world.ts). */
const PERSON: Record<Signed, Person> = {
  admin: 'admin',
  guard: 'guard',
  host: 'hostA',
  secondary: 'secA',
  otherAdmin: 'otherAdmin',
  otherGuard: 'otherGuard',
  otherHost: 'otherHost',
};
const ROLE: Record<Signed, Role> = {
  admin: 'network_admin',
  guard: 'security_guard',
  host: 'host',
  secondary: 'secondary_user',
  otherAdmin: 'network_admin',
  otherGuard: 'security_guard',
  otherHost: 'host',
};

/**
 * How a record relates to the principal:
 * - own: theirs (their invitation, their event, themself, their unit, the access point they are posted at);
 * - unit: of their unit, someone they answer for (a host: the secondary user they invited; a secondary user: the
 *   host who invited them);
 * - unit-other: of their unit, someone they do not answer for (a host: another host's secondary user);
 * - network: of their network, outside their unit, at their post (access point 1);
 * - off-post: of their network, at an access point they do not work at (access point 2);
 * - other-network: of another network.
 */
export const RELATIONS = ['own', 'unit', 'unit-other', 'network', 'off-post', 'other-network'] as const;
type Relation = (typeof RELATIONS)[number];

/** Whose record is meant, for records people own (invitations, logbook rows, events, guests, favourites, users). */
const OWNER: Record<Principal, Partial<Record<Relation, Person>>> = {
  admin: { own: 'admin', network: 'hostC', 'off-post': 'hostD', 'other-network': 'otherHost' },
  guard: { own: 'guard', network: 'hostC', 'off-post': 'hostD', 'other-network': 'otherHost' },
  host: {
    own: 'hostA',
    unit: 'secA',
    'unit-other': 'secB',
    network: 'hostC',
    'off-post': 'hostD',
    'other-network': 'otherHost',
  },
  secondary: {
    own: 'secA',
    unit: 'hostA',
    'unit-other': 'secB',
    network: 'hostC',
    'off-post': 'hostD',
    'other-network': 'otherHost',
  },
  otherAdmin: { own: 'otherAdmin', network: 'otherHost', 'other-network': 'hostA' },
  otherGuard: { own: 'otherGuard', network: 'otherHost', 'other-network': 'hostA' },
  otherHost: { own: 'otherHost', 'other-network': 'hostA' },
  anonymous: { network: 'hostA' },
};

// ---------------------------------------------------------------------------------------------------------------
// Expected answers.

/** ok: 2xx (for a list: the record is listed); 404: not found (for a list: not listed); no_access: 422/403
 *  user_no_access; refused: 422 or 409 with another code (the record named in the body is refused, or the action
 *  does not apply to it: a gate without controller, a finished first run); 401: no token. */
type Outcome = 'ok' | 404 | 'no_access' | 'refused' | 401;
interface Finding {
  now: Outcome;
  spec: Outcome;
  why: string;
}
type Cell = Outcome | Finding;
/** For a cell where the server disagrees with the spec (none left after issue 13): expects `now`, reports it. */
export const finding = (now: Outcome, spec: Outcome, why: string): Finding => ({ now, spec, why });
const isFinding = (cell: Cell): cell is Finding => typeof cell === 'object';

type Kind =
  | 'key'
  | 'transaction'
  | 'event'
  | 'guest'
  | 'favourite'
  | 'user'
  | 'access_point'
  | 'gate'
  | 'unit'
  | 'provider'
  | 'custom_attribute'
  | 'webhook'
  | 'register_attribute'
  | 'watchlist_entry'
  | 'offline_conflict'
  | 'personal_key';
type Reach = Partial<Record<Role, Partial<Record<Relation, Cell>>>>;

// Issue 13 settled two rows below: a host answers only for the secondary users they invited, not for another
// host's ('unit-other' is 404); the resident's dynamic key is listed to nobody but its owner (personal_key).
const NONE = { own: 404, unit: 404, 'unit-other': 404, network: 404, 'off-post': 404, 'other-network': 404 } as const;

/**
 * Which records each role reaches (reads, and acts on where the role table lets it), by relation. Other
 * networks' records are 404 for everyone: a record of another network answers exactly like a missing one.
 */
const REACH: Record<Kind, Reach> = {
  // Spec §6: admins see all invitations; guards those of the access points they work at; hosts their own and
  // their secondary users'; secondary users only their own.
  key: {
    network_admin: { own: 'ok', network: 'ok', 'off-post': 'ok', 'other-network': 404 },
    security_guard: { network: 'ok', 'off-post': 404, 'other-network': 404 },
    host: { ...NONE, own: 'ok', unit: 'ok', 'unit-other': 404 },
    secondary_user: { ...NONE, own: 'ok' },
  },
  favourite: {
    // Favourites: residents their own; an admin's paged list is the network's registered visitors.
    network_admin: { own: 'ok', network: 'ok', 'off-post': 'ok', 'other-network': 404 },
    host: { ...NONE, own: 'ok' },
    secondary_user: { ...NONE, own: 'ok' },
  },
  // The logbook follows the invitations (policies/transactions.ts).
  transaction: {},
  // Events: admins the network's; a host their own and their secondary users'; a secondary user their own.
  event: {
    network_admin: { own: 'ok', network: 'ok', 'off-post': 'ok', 'other-network': 404 },
    host: { ...NONE, own: 'ok', unit: 'ok', 'unit-other': 404 },
    secondary_user: { ...NONE, own: 'ok' },
  },
  guest: {},
  // Users: admins the whole network; guards the residents (the register form picks the host visited) and
  // themselves; hosts themselves and their secondary users; secondary users themselves.
  user: {
    network_admin: { own: 'ok', network: 'ok', 'off-post': 'ok', 'other-network': 404 },
    security_guard: { own: 'ok', network: 'ok', 'off-post': 'ok', 'other-network': 404 },
    host: { ...NONE, own: 'ok', unit: 'ok', 'unit-other': 404 },
    secondary_user: { ...NONE, own: 'ok' },
  },
  // Access points: admins every one of their network; others those they are posted at.
  access_point: {
    network_admin: { network: 'ok', 'off-post': 'ok', 'other-network': 404 },
    security_guard: { own: 'ok', 'off-post': 404, 'other-network': 404 },
    host: { own: 'ok', 'off-post': 404, 'other-network': 404 },
    secondary_user: { own: 'ok', 'off-post': 404, 'other-network': 404 },
  },
  gate: {},
  // Units: admins all of the network's; a host their own; a guard those at their access points.
  unit: {
    network_admin: { network: 'ok', 'off-post': 'ok', 'other-network': 404 },
    security_guard: { network: 'ok', 'off-post': 404, 'other-network': 404 },
    host: { own: 'ok', network: 404, 'off-post': 404, 'other-network': 404 },
  },
  // The network's own catalogue.
  provider: { network_admin: { network: 'ok', 'other-network': 404 } },
  custom_attribute: { network_admin: { network: 'ok', 'other-network': 404 } },
  webhook: { network_admin: { network: 'ok', 'other-network': 404 } },
  register_attribute: {},
  // The watchlist: the network's admins only.
  watchlist_entry: { network_admin: { network: 'ok', 'other-network': 404 } },
  // The offline sync's conflicts (docs/offline.md): the network's admins only.
  offline_conflict: { network_admin: { network: 'ok', 'other-network': 404 } },
  // The resident's dynamic key (type 7) opens their door: its unique_id is for its owner's eyes only.
  personal_key: {
    network_admin: {
      own: 'ok',
      network: 404,
      'off-post': 404,
      'other-network': 404,
    },
    security_guard: { network: 404, 'off-post': 404, 'other-network': 404 },
    host: { ...NONE, own: 'ok', unit: 404, 'unit-other': 404 },
    secondary_user: { ...NONE, own: 'ok' },
  },
};
/** What the forms read (providers, custom attributes): everyone of the network, nobody else. */
const CATALOGUE: Reach = {
  network_admin: { network: 'ok', 'other-network': 404 },
  security_guard: { network: 'ok', 'other-network': 404 },
  host: { network: 'ok', 'other-network': 404 },
  secondary_user: { network: 'ok', 'other-network': 404 },
};
REACH.register_attribute = REACH.custom_attribute;
REACH.transaction = REACH.key;
REACH.guest = REACH.event;
REACH.gate = REACH.access_point;

// ---------------------------------------------------------------------------------------------------------------
// The records a relation names.

interface Ctx {
  world: World;
  principal: Principal;
  person?: Person;
  role?: Role;
  relation?: Relation;
  /** The record's id for this cell (path parameter or body reference). */
  id?: number;
  /** Its owner, for records people own. */
  owner?: Person;
  place: Place;
}

const homeOf = (principal: Principal, world: World) =>
  principal === 'anonymous' ? world.home : world.placeOf(PERSON[principal]);
const farOf = (principal: Principal, world: World) => (principal.startsWith('other') ? world.home : world.other);

/** The place (network) a relation points into. */
const placeFor = (ctx: Pick<Ctx, 'world' | 'principal'>, relation: Relation) =>
  relation === 'other-network' ? farOf(ctx.principal, ctx.world) : homeOf(ctx.principal, ctx.world);

function accessPointFor(world: World, principal: Principal, relation: Relation) {
  const place = placeFor({ world, principal }, relation);
  const role = principal === 'anonymous' ? undefined : ROLE[principal];
  if (relation === 'off-post') return place.accessPoints[1];
  if (relation === 'other-network') return place.accessPoints[0];
  if (relation === 'own') return role === 'network_admin' ? undefined : place.accessPoints[0];
  if (relation === 'network') return role === 'network_admin' || !role ? place.accessPoints[0] : undefined;
  return undefined;
}

function unitFor(world: World, principal: Principal, relation: Relation) {
  const place = placeFor({ world, principal }, relation);
  const role = principal === 'anonymous' ? undefined : ROLE[principal];
  const isResident = role === 'host' || role === 'secondary_user';
  if (relation === 'own') return isResident ? place.units[0] : undefined;
  if (relation === 'network') return place === world.other ? undefined : place.units[1];
  if (relation === 'off-post') return place === world.other ? undefined : place.units[2];
  if (relation === 'other-network') return place.units[0];
  return undefined;
}

/** The record of `kind` that `relation` names for `principal`, or undefined where there is none. */
function recordFor(world: World, kind: Kind, principal: Principal, relation: Relation): number | undefined {
  switch (kind) {
    case 'access_point':
      return accessPointFor(world, principal, relation)?.id;
    case 'gate':
      return accessPointFor(world, principal, relation)?.gates.Entrada?.id;
    case 'unit':
      return unitFor(world, principal, relation)?.id;
    case 'provider':
    case 'custom_attribute':
    case 'webhook':
    case 'register_attribute':
    case 'offline_conflict':
    case 'watchlist_entry': {
      if (relation !== 'network' && relation !== 'other-network') return undefined;
      const place = placeFor({ world, principal }, relation);
      return {
        // (A conflict is made for each cell, by `fresh`: this only says the relation has one.)
        offline_conflict: place.webhook,
        provider: place.provider,
        custom_attribute: place.customAttribute,
        register_attribute: place.registerAttribute,
        webhook: place.webhook,
        watchlist_entry: place.watchlistEntry,
      }[kind];
    }
    case 'user': {
      const owner = OWNER[principal][relation];
      return owner ? world.people[owner].row.id : undefined;
    }
    default: {
      const owner = OWNER[principal][relation];
      const records = owner ? world.records[owner] : undefined;
      if (!records) return undefined;
      if (kind === 'personal_key') return records.personalKey ? records.key : undefined;
      return kind === 'favourite' ? records.favourite : records[kind];
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// One entry per route.

interface Request {
  params?: Record<string, unknown>;
  query?: Record<string, string | number>;
  body?: unknown;
}

interface Case {
  /** The record the path (or the body) names. */
  kind?: Kind;
  /** For a list: the kind of rows it lists, and how to read their ids (default: `id` of each row of the array). */
  lists?: Kind;
  ids?: (body: any) => unknown[];
  request?: (ctx: Ctx) => Request | Promise<Request>;
  /** Every cell on a new record (deletes, an exit): made like the relation's record. */
  fresh?: (ctx: Ctx) => Promise<number | undefined>;
  /** The answer of a public route, or of a route whose every call is refused past the walls. */
  answer?: Cell;
  /** Cells that differ from what the tables derive, by role and relation (or by role alone). */
  except?: Partial<Record<Role, Cell | Partial<Record<Relation, Cell>>>>;
  /** The record's owner is of the same network, but the route needs one more right (e.g. deleting). */
  reach?: Reach;
}

const PAGE = { results: 1000, page: 1 };

/** A new record made like the relation's record (same owner, unit, network). */
const freshKey = async (ctx: Ctx) => {
  if (!ctx.owner) return undefined;
  const place = ctx.world.placeOf(ctx.owner);
  return (await inviteVisit(ctx.world.people[ctx.owner].client, accessPointOf(ctx.owner, place))).id;
};
/** An open entry registered by hand for the owner (log_exit closes only entries without a key to show). */
const freshEntry = async (ctx: Ctx) => {
  if (!ctx.owner) return undefined;
  const place = ctx.world.placeOf(ctx.owner);
  const admin = ctx.world.people[isOtherNetwork(ctx.owner) ? 'otherAdmin' : 'admin'].client;
  const res = await admin.post('/transactions', {
    visitor_name: `Visita ${uniqueTag()}`,
    reason_for_visit: 'Entrega',
    user_id: ctx.world.people[ctx.owner].row.id,
    access_key_type_id: 6,
    gate_id: accessPointOf(ctx.owner, place).gates.Entrada?.id,
    access_allowed: true,
  });
  return res.body.transaction.id as number;
};
const freshUser = async (ctx: Ctx) => {
  if (!ctx.owner) return undefined;
  if (ctx.relation === 'own') return ctx.id;
  const like = ctx.world.people[ctx.owner].row;
  const place = ctx.world.placeOf(ctx.owner);
  const unit = place.units.find((u) => u.id === like.network_group_id);
  const inviter = like.invited_by_id
    ? Object.values(ctx.world.people).find((p) => p.row.id === like.invited_by_id)?.row
    : undefined;
  const user = await createUser(ctx.world.server, place.network, like.role, {
    unit,
    accessPoints: unit?.accessPoints ?? [accessPointOf(ctx.owner, place)],
    invitedBy: inviter,
  });
  return user.row.id;
};
const freshAccessPoint = async (ctx: Ctx) =>
  ctx.id === undefined ? undefined : (await createAccessPoint(ctx.world.server, ctx.place.network)).id;
const adminOf = (ctx: Ctx) => ctx.world.people[ctx.place === ctx.world.other ? 'otherAdmin' : 'admin'].client;
const freshProvider = async (ctx: Ctx) => {
  if (ctx.id === undefined) return undefined;
  return (await adminOf(ctx).post('/network/providers', { display_name: `Paquetería ${uniqueTag()}` })).body.id;
};
const freshWebhook = async (ctx: Ctx) => {
  if (ctx.id === undefined) return undefined;
  const body = { webhook: { url: 'https://garita-matrix.invalid/hook', event_types: ['gate.opened'] } };
  return (await adminOf(ctx).post('/webhooks', body)).body.webhook.id;
};
const freshWatchlistEntry = async (ctx: Ctx) => {
  if (ctx.id === undefined) return undefined;
  const body = { name: `Xoloitzcuintle Ñandú ${uniqueTag()}`, reason: 'Prueba', action: 'alert' };
  return (await adminOf(ctx).post('/watchlist', body)).body.id;
};
/** A conflict of the place's network: a guard's offline entry on a key deleted before it (docs/offline.md). */
const freshConflict = async (ctx: Ctx) => {
  if (ctx.id === undefined) return undefined;
  const admin = adminOf(ctx);
  const key = await inviteVisit(admin, ctx.place.accessPoints[0] as Place['accessPoints'][number]);
  expect((await admin.delete(`/access_keys/${key.id}`)).status).toBeLessThan(300);
  const guard = ctx.world.people[ctx.place === ctx.world.other ? 'otherGuard' : 'guard'].client;
  const res = await guard.post('/offline/registers', {
    device_id: crypto.randomUUID(),
    occurred_at: new Date().toISOString(),
    offline_decision: { granted: true, reason: null },
    register: { access_key_id: key.id, gate_id: ctx.place.accessPoints[0]?.gates.Entrada?.id, access_allowed: true },
  });
  return res.body.conflict.id as number;
};
const freshAttribute = async (ctx: Ctx) => {
  if (ctx.id === undefined) return undefined;
  const body = { scope: 'transaction', attribute_name: `Gafete ${uniqueTag()}`, attribute_type: 'string' };
  return (await adminOf(ctx).post('/network/custom_attributes', body)).body.id;
};

/** The gate a caller registers at: their network's first access point's entrance. */
const homeGate = (ctx: Ctx) => homeOf(ctx.principal, ctx.world).accessPoints[0]?.gates;
const visitRow = (ctx: Ctx) => ctx.place.accessPoints[0] as Place['accessPoints'][number];

export const CASES: Record<keyof typeof endpoints, Case> = {
  // Session and first run: public, or any signed-in user.
  'health.show': {},
  'config.show': {},
  'session.create': {
    request: (ctx) => ({ body: { email: ctx.world.people.hostC.row.email, password: 'demo1234' } }),
    answer: 'ok',
  },
  'session.delete': { request: async () => ({}) },
  'session.show': {},
  'password_reset.request': { request: () => ({ body: { email: `nadie-${uniqueTag()}@factory.test` } }) },
  'password_reset.complete': {
    request: () => ({ body: { token: 'not-a-real-token', password: 'una-clave-nueva-123' } }),
    answer: 'refused',
  },
  'setup.show': {},
  'setup.create': {
    request: () => ({
      body: {
        network: { name: 'Otra', kind: 'residential', time_zone: 'America/Mexico_City' },
        admin: { name: 'Otro', email: `setup-${uniqueTag()}@factory.test`, password: 'Una-Clave-Larga-123' },
      },
    }),
    // Once a network exists the first run is over, for everyone (409 already_set_up).
    answer: 'refused',
  },

  // Users.
  'users.list': {
    lists: 'user',
    request: () => ({ query: PAGE }),
    ids: (b) => b.users.map((u: { id: number }) => u.id),
    except: {
      // The lists show the people one manages, not oneself (GET /session is that).
      host: { own: 404 },
      security_guard: { own: 404 },
    },
  },
  'users.search': {
    lists: 'user',
    request: () => ({ query: { q: '' } }),
    ids: (b) => b.users.map((u: { id: number }) => u.id),
    except: { host: { own: 404 }, security_guard: { own: 404 } },
  },
  'users.show': { kind: 'user', request: (c) => ({ params: { id: c.id } }) },
  'users.create': {
    kind: 'unit',
    request: (c) => ({
      body: {
        user: {
          name: `Nuevo ${uniqueTag()}`,
          email: `nuevo-${uniqueTag()}@factory.test`,
          phone: '5512345678',
          role: c.role === 'host' ? 'secondary_user' : 'host',
          network_group: c.id,
          access_servers: [],
        },
      },
    }),
    except: {
      // A host's new user joins the host's own unit whatever the body says.
      host: { own: 'ok', network: 'ok', 'off-post': 'ok', 'other-network': 'ok' },
      network_admin: { 'other-network': 'refused' },
    },
  },
  'users.update': {
    kind: 'user',
    request: (c) => ({ params: { id: c.id }, body: { user: { email_notification: false } } }),
    except: {
      // Only admins edit others; everyone else edits themself (spec §6: a guard cannot edit their own user).
      host: { unit: 'no_access', 'unit-other': 404 },
    },
  },
  'users.delete': {
    kind: 'user',
    fresh: freshUser,
    request: (c) => ({ params: { id: c.id } }),
    except: {
      // Nobody deletes themself; a host deletes their secondary users.
      network_admin: { own: 'no_access' },
      host: { own: 'no_access', 'unit-other': 404 },
    },
  },
  'users.control_access_server': {
    kind: 'access_point',
    request: (c) => ({ body: { access_server: c.id } }),
  },

  // Access points and their gates (admins only, but for reading).
  'access_servers.list': {
    lists: 'access_point',
    request: () => ({ query: PAGE }),
    ids: (b) => b.access_servers.map((s: { id: number }) => s.id),
  },
  'access_servers.create': {
    request: () => ({ body: { access_server: { name: `Caseta ${uniqueTag()}`, time_zone: 'America/Mexico_City' } } }),
  },
  'access_servers.show': { kind: 'access_point', request: (c) => ({ params: { id: c.id } }) },
  'access_servers.update': {
    kind: 'access_point',
    request: (c) => ({ params: { id: c.id }, body: { settings: { other: false } } }),
  },
  'access_servers.delete': {
    kind: 'access_point',
    fresh: freshAccessPoint,
    request: (c) => ({ params: { id: c.id } }),
  },
  'access_servers.current_guests': { kind: 'access_point', request: (c) => ({ params: { id: c.id } }) },
  'gates.create': {
    kind: 'access_point',
    request: (c) => ({ params: { id: c.id }, body: { gate: { name: `Puerta ${uniqueTag()}`, type: 'access' } } }),
  },
  'gates.update': {
    kind: 'gate',
    request: (c) => ({ params: { id: gateAccessPoint(c), gateId: c.id }, body: { gate: { name: 'Entrada' } } }),
  },
  'gates.delete': {
    kind: 'gate',
    fresh: async (c) => {
      if (c.id === undefined) return undefined;
      const point = await createAccessPoint(c.world.server, c.place.network);
      c.place.accessPoints.push(point);
      return point.gates.Entrada?.id;
    },
    request: (c) => ({ params: { id: gateAccessPoint(c), gateId: c.id } }),
  },
  'gates.test': {
    kind: 'gate',
    request: (c) => ({ params: { id: gateAccessPoint(c), gateId: c.id } }),
    // The gate has no controller: reached, and refused as such.
    except: { network_admin: { network: 'refused', 'off-post': 'refused' } },
  },

  // Units.
  'network_groups.list': {
    lists: 'unit',
    request: () => ({ query: PAGE }),
    ids: (b) => b.network_groups.map((g: { id: number }) => g.id),
  },
  'network_groups.create': {
    kind: 'access_point',
    request: (c) => ({ body: { network_group: { name: `Casa ${uniqueTag()}`, access_servers: [c.id] } } }),
    except: { network_admin: { 'other-network': 'refused' } },
  },
  'network_groups.update': {
    kind: 'unit',
    request: (c) => ({
      params: { id: c.id },
      body: {
        network_group: {
          name: `Casa ${uniqueTag()}`,
          access_servers: (c.place.units.find((u) => u.id === c.id)?.accessPoints ?? [visitRow(c)]).map((p) => p.id),
        },
      },
    }),
  },

  // Catalogues of the forms.
  'providers.list': {
    lists: 'provider',
    reach: CATALOGUE,
    // The form's list names providers by their key, not by id.
    ids: (b) => b.providers.flatMap((p: { name: string }) => providerIds.get(p.name)),
  },
  'transactions.custom_attributes': {
    lists: 'register_attribute',
    reach: CATALOGUE,
    ids: (b) => b.custom_attributes.map((a: { id: number }) => a.id),
  },
  'access_keys.custom_attributes': {
    lists: 'custom_attribute',
    reach: CATALOGUE,
    ids: (b) => b.custom_attributes.map((a: { id: number }) => a.id),
  },

  // Invitations.
  'access_keys.list': {
    lists: 'key',
    request: () => ({ query: { ...PAGE, date: 'all' } }),
    ids: (b) => b.access_keys.map((k: { id: number }) => k.id),
  },
  'access_keys.create': {
    kind: 'access_point',
    request: (c) => ({
      body: {
        access_key: {
          visitor_name: `Visita ${uniqueTag()}`,
          visitor_phone: '5512340000',
          access_key_type_id: 1,
          reason_for_visit: 'Visita',
          valid_from: `01/01/${new Date().getUTCFullYear() + 1} 10:00:00`,
          access_servers: [c.id],
        },
      },
    }),
    // An access point the caller may not invite to is refused on the field, like an unknown one.
    except: {
      network_admin: { 'other-network': 'refused' },
      host: { 'off-post': 'refused', 'other-network': 'refused' },
      secondary_user: { 'off-post': 'refused', 'other-network': 'refused' },
    },
  },
  'access_keys.validate': {
    kind: 'key',
    request: (c) => ({ query: { gate: homeGate(c)?.Entrada?.id ?? 1, access_key_id: c.id ?? 1 } }),
  },
  'access_keys.user_access_key': {},
  'access_keys.show': { kind: 'key', request: (c) => ({ params: { id: c.id } }) },
  'access_keys.update': {
    kind: 'key',
    request: (c) => ({ params: { id: c.id }, body: { access_key: { notes: `Nota ${uniqueTag()}` } } }),
  },
  'access_keys.delete': { kind: 'key', fresh: freshKey, request: (c) => ({ params: { id: c.id } }) },
  'access_keys.add_photos': {
    kind: 'key',
    request: async (c) => ({ body: { access_key_id: c.id, photos: { other: await tinyJpeg() } } }),
    // Guards add photos to keys of the access points they work at.
    except: { security_guard: { 'off-post': 404 } },
  },

  // The logbook.
  'transactions.list': {
    lists: 'transaction',
    request: () => ({ query: PAGE }),
    ids: (b) => b.transactions.map((t: { id: number }) => t.id),
  },
  'transactions.create': {
    kind: 'gate',
    request: (c) => ({
      body: {
        visitor_name: `Visita ${uniqueTag()}`,
        reason_for_visit: 'Entrega',
        user_id: c.world.people[c.place === c.world.other ? 'otherHost' : 'hostC'].row.id,
        access_key_type_id: 6,
        gate_id: c.id,
        access_allowed: true,
      },
    }),
  },
  // The offline sync (docs/offline.md): guards at their access points send; network admins review.
  'offline.registers': {
    kind: 'gate',
    request: (c) => ({
      body: {
        device_id: crypto.randomUUID(),
        occurred_at: new Date().toISOString(),
        offline_decision: { granted: true, reason: null },
        register: {
          visitor_name: `Visita ${uniqueTag()}`,
          reason_for_visit: 'Entrega',
          user_id: c.world.people[c.place === c.world.other ? 'otherHost' : 'hostC'].row.id,
          access_key_type_id: 6,
          gate_id: c.id,
          access_allowed: true,
        },
      },
    }),
  },
  'offline.periods': {
    kind: 'access_point',
    request: (c) => ({
      body: {
        device_id: crypto.randomUUID(),
        access_server_id: c.id,
        offline_from: new Date(Date.now() - 60_000).toISOString(),
        offline_until: new Date().toISOString(),
        decisions: { granted: 1, denied: 0 },
      },
    }),
  },
  'offline.devices': {},
  'offline.conflicts': {},
  'offline.resolve_conflict': {
    kind: 'offline_conflict',
    fresh: freshConflict,
    request: (c) => ({ params: { id: c.id }, body: { note: 'Revisado' } }),
  },
  'transactions.log_exit': {
    kind: 'transaction',
    fresh: freshEntry,
    request: (c) => ({
      body: {
        transaction_id: c.id,
        gate_id: (c.owner === 'hostD' ? c.place.accessPoints[1] : visitRow(c))?.gates.Salida?.id,
      },
    }),
  },
  'transactions.open_gate': {
    kind: 'transaction',
    request: (c) => ({ body: { id: c.id } }),
    // The gate sends no pulse: reached, and refused as such.
    except: {
      network_admin: { own: 'refused', network: 'refused', 'off-post': 'refused' },
      security_guard: { network: 'refused' },
    },
  },
  'transactions.show': { kind: 'transaction', request: (c) => ({ params: { id: c.id } }) },
  'photos.show': {
    request: (c) => ({ params: { id: c.world.photo.id }, query: c.world.photo.query }),
  },

  // Favourites.
  'community_members.list': {
    lists: 'favourite',
    request: () => ({ query: PAGE }),
    ids: (b) => b.community_members.map((m: { id: number }) => m.id),
  },
  'community_members.show': { kind: 'favourite', request: (c) => ({ params: { id: c.id } }) },
  'community_members.search': {
    lists: 'favourite',
    request: () => ({ query: { key: '' } }),
    ids: (b) => b.community_members.map((m: { id: number }) => m.id),
    // The pickers offer only the caller's own favourites, whatever the role.
    except: { network_admin: { network: 404, 'off-post': 404 } },
  },

  // Events.
  'events.list': {
    lists: 'event',
    request: () => ({ query: PAGE }),
    ids: (b) => b.events.map((e: { id: number }) => e.id),
  },
  'events.create': {
    kind: 'access_point',
    request: (c) => ({
      body: {
        event: { name: `Fiesta ${uniqueTag()}`, description: 'Fiesta', start_date: '19/12/2099 20:00:00' },
        guests: [{ name: `Invitado ${uniqueTag()}`, phone: '+525512340001' }],
        access_servers: [c.id],
      },
    }),
    except: {
      network_admin: { 'other-network': 'refused' },
      host: { 'off-post': 'refused', 'other-network': 'refused' },
      secondary_user: { 'off-post': 'refused', 'other-network': 'refused' },
    },
  },
  'events.show': { kind: 'event', request: (c) => ({ params: { id: c.id } }) },
  'events.update': {
    kind: 'event',
    request: (c) => ({ params: { id: c.id }, body: { event: { description: `Fiesta ${uniqueTag()}` } } }),
  },
  'events.access_keys': { kind: 'event', request: (c) => ({ params: { id: c.id }, query: PAGE }) },
  'events.add_guests': {
    kind: 'event',
    request: (c) => ({
      params: { id: c.id },
      body: { guests: [{ name: `Invitado ${uniqueTag()}`, phone: `+52551${String(Math.random()).slice(2, 9)}` }] },
    }),
  },
  // The catch-up form of the stream, which ends: what it sends is scoped in live.test.ts.
  'live.stream': { request: () => ({ query: { once: 1 } }) },
  // Offline snapshot (wt-snapshot): an access point's keys, as the access point's own reach; the public key for
  // every guard and admin of the network.
  'offline.snapshot': { kind: 'access_point', request: (c) => ({ query: { access_server: c.id ?? 1 } }) },
  'offline.public_key': {},
  'events.update_guest': {
    kind: 'guest',
    request: (c) => ({
      params: { id: eventOfGuest(c), guestId: c.id },
      body: { guest: { name: `Invitado ${uniqueTag()}`, phone: `+52551${String(Math.random()).slice(2, 9)}` } },
    }),
  },

  // The public invitation page: its unique_id is the credential.
  'public_invitations.show': {
    request: (c) => ({ params: { unique_id: c.world.records.hostC?.keyUniqueId } }),
  },

  // Intelligence and the network's own settings: admins only.
  'intelligence.show': { request: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }) },
  'intelligence.update': { request: () => ({ body: { analytics_dashboard_url: null } }) },
  'network.show': {},
  'network.update': { request: () => ({ body: { force_multiple_access: false } }) },
  // The record of purge runs: the caller's own network's only (apps/server/test/purge.test.ts checks the rows).
  'network_purge_runs.list': {},
  // The audit log: the caller's own network's rows (apps/server/test/audit.test.ts checks them).
  'audit_log.list': {},
  'network_providers.list': {
    lists: 'provider',
    ids: (b) => b.providers.map((p: { id: number }) => p.id),
  },
  'network_providers.create': { request: () => ({ body: { display_name: `Mensajería ${uniqueTag()}` } }) },
  'network_providers.update': {
    kind: 'provider',
    request: (c) => ({ params: { id: c.id }, body: { display_name: `Mensajería ${uniqueTag()}` } }),
  },
  'network_providers.delete': { kind: 'provider', fresh: freshProvider, request: (c) => ({ params: { id: c.id } }) },
  'network_custom_attributes.list': {
    lists: 'custom_attribute',
    ids: (b) => b.custom_attributes.map((a: { id: number }) => a.id),
  },
  'network_custom_attributes.create': {
    request: () => ({
      body: { scope: 'transaction', attribute_name: `Gafete ${uniqueTag()}`, attribute_type: 'string' },
    }),
  },
  'network_custom_attributes.update': {
    kind: 'custom_attribute',
    request: (c) => ({ params: { id: c.id }, body: { required: false } }),
  },
  'network_custom_attributes.delete': {
    kind: 'custom_attribute',
    fresh: freshAttribute,
    request: (c) => ({ params: { id: c.id } }),
  },

  // Webhooks: the network's own, admins only (apps/server/test/webhooks.test.ts checks deliveries).
  'webhooks.list': { lists: 'webhook', ids: (b) => b.webhooks.map((w: { id: number }) => w.id) },
  'webhooks.create': {
    request: () => ({ body: { webhook: { url: 'https://garita-matrix.invalid/new', event_types: ['gate.opened'] } } }),
  },
  'webhooks.update': { kind: 'webhook', request: (c) => ({ params: { id: c.id }, body: { webhook: {} } }) },
  'webhooks.delete': { kind: 'webhook', fresh: freshWebhook, request: (c) => ({ params: { id: c.id } }) },
  'webhooks.secret': { kind: 'webhook', request: (c) => ({ params: { id: c.id } }) },
  'webhooks.test': { kind: 'webhook', request: (c) => ({ params: { id: c.id } }) },
  'webhooks.deliveries': { kind: 'webhook', request: (c) => ({ params: { id: c.id } }) },
  // The watchlist (docs/watchlist.md): network admins, their own network's entries.
  'watchlist.list': {
    lists: 'watchlist_entry',
    ids: (b) => b.entries.map((e: { id: number }) => e.id),
  },
  'watchlist.create': {
    request: () => ({ body: { name: `Xoloitzcuintle Ñandú ${uniqueTag()}`, reason: 'Prueba', action: 'alert' } }),
  },
  'watchlist.update': {
    kind: 'watchlist_entry',
    request: (c) => ({ params: { id: c.id }, body: { reason: `Nota ${uniqueTag()}` } }),
  },
  'watchlist.delete': {
    kind: 'watchlist_entry',
    fresh: freshWatchlistEntry,
    request: (c) => ({ params: { id: c.id } }),
  },

  // Privacy: the notice (public by its id, the own network's for everyone signed in, edited by admins) and the
  // ARCO tools, which name records in the body: another network's record answers 404 and nothing is done.
  'public_privacy_notices.site': {},
  'public_privacy_notices.show': { request: () => ({ params: { public_id: `no-such-${uniqueTag()}` } }), answer: 404 },
  'privacy_notice.own': {},
  'privacy_notice.show': {},
  'privacy_notice.update': { request: () => ({ body: { text_en: null, text_es: null } }) },
  'personal_data.search': { request: () => ({ query: { query: 'Ana' } }) },
  'personal_data.export': {
    kind: 'user',
    request: (c) => ({ body: { users: [c.id], access_keys: [], transactions: [], community_members: [] } }),
  },
  'personal_data.erase': {
    kind: 'user',
    fresh: freshUser,
    request: (c) => ({ body: { users: [c.id], access_keys: [], transactions: [], community_members: [] } }),
    // An admin never erases their own account (the user deletion rule).
    except: { network_admin: { own: 'no_access' } },
  },
};

function gateAccessPoint(c: Ctx): number | undefined {
  return c.place.accessPoints.find((p) => Object.values(p.gates).some((g) => g.id === c.id))?.id;
}
function eventOfGuest(c: Ctx): number | undefined {
  return Object.values(c.world.records).find((r) => r?.guest === c.id)?.event;
}

// ---------------------------------------------------------------------------------------------------------------
// Deriving each cell.

const SIGN_IN_LIMITS = { ...NO_LOGIN_LIMITS };

function expectedCell(name: keyof typeof endpoints, principal: Principal, relation: Relation | undefined): Cell {
  const definition = endpoints[name] as { public?: true; permission?: string };
  const entry = CASES[name];
  if (definition.public) return entry.answer ?? 'ok';
  if (principal === 'anonymous') return 401;
  const role = ROLE[principal];
  if (
    definition.permission &&
    !(permissions[definition.permission as keyof typeof permissions] as readonly Role[]).includes(role)
  )
    return 'no_access';
  const override = entry.except?.[role];
  if (override !== undefined && (typeof override !== 'object' || 'now' in override)) return override as Cell;
  if (relation && override && (override as Record<string, Cell>)[relation] !== undefined)
    return (override as Record<string, Cell>)[relation] as Cell;
  const kind = entry.kind ?? entry.lists;
  if (!kind || !relation) return entry.answer ?? 'ok';
  return (entry.reach ?? REACH[kind])[role]?.[relation] ?? 404;
}

/** The table of a listed kind, for the check that no row of another network is listed. */
const TABLE_OF: Partial<
  Record<
    Kind,
    | 'access_keys'
    | 'transactions'
    | 'events'
    | 'community_members'
    | 'users'
    | 'access_servers'
    | 'network_groups'
    | 'providers'
    | 'custom_attributes'
    | 'watchlist_entries'
  >
> = {
  key: 'access_keys',
  transaction: 'transactions',
  event: 'events',
  favourite: 'community_members',
  user: 'users',
  access_point: 'access_servers',
  unit: 'network_groups',
  provider: 'providers',
  custom_attribute: 'custom_attributes',
  register_attribute: 'custom_attributes',
  watchlist_entry: 'watchlist_entries',
};

function classify(status: number, body: any): Outcome | `unexpected ${number}` {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401) return 401;
  if (status === 404) return 404;
  if ((status === 422 || status === 403) && body?.code === 'user_no_access') return 'no_access';
  if (status === 422 || status === 409) return 'refused';
  return `unexpected ${status}`;
}

interface Result {
  cell: string;
  expected: Outcome;
  actual: string;
  finding?: Finding;
}

let world: World;
/** Provider ids by their key (`mensajeria_…`), for the forms' list that shows keys only. */
const providerIds = new Map<string, number[]>();
beforeAll(async () => {
  world = await buildWorld(await startTestServer(SIGN_IN_LIMITS));
  for (const row of await world.server.db.selectFrom('providers').select(['id', 'name']).execute())
    providerIds.set(row.name, [...(providerIds.get(row.name) ?? []), row.id]);
}, 120_000);
afterAll(() => world?.server.close());

async function runCell(name: keyof typeof endpoints, principal: Principal, relation: Relation | undefined) {
  const definition = endpoints[name];
  const entry = CASES[name];
  const kind = entry.kind;
  const place = relation ? placeFor({ world, principal }, relation) : homeOf(principal, world);
  const ctx: Ctx = {
    world,
    principal,
    person: principal === 'anonymous' ? undefined : PERSON[principal],
    role: principal === 'anonymous' ? undefined : ROLE[principal],
    relation,
    place,
    owner: relation ? OWNER[principal][relation] : undefined,
    id: kind && relation ? recordFor(world, kind, principal, relation) : undefined,
  };
  if (entry.fresh) ctx.id = await entry.fresh(ctx);
  const req = (await entry.request?.(ctx)) ?? {};
  const query = req.query ? `?${new URLSearchParams(Object.entries(req.query).map(([k, v]) => [k, String(v)]))}` : '';
  let token: string | undefined;
  if (principal !== 'anonymous') {
    const person = world.people[PERSON[principal]];
    // Logging out ends the token: that cell signs in anew.
    token = name === 'session.delete' ? await world.server.login(person.row.email) : person.client.token;
  }
  const body = req.body ?? (definition.method === 'GET' || definition.method === 'DELETE' ? undefined : {});
  const path = `/api/v1${endpointPath(definition.path, (req.params ?? {}) as Record<string, unknown>)}${query}`;
  return { ...(await world.server.call(definition.method, path, { token, body })), ctx };
}

describe('authorization matrix', () => {
  it('has an entry for every registered API route, and a route for every entry', () => {
    const registered = world.server.routes.map((r) => `${r.method} ${r.url.replace(/^\/api\/v1/, '')}`).sort();
    const table = Object.values(endpoints)
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    expect(registered).toEqual(table);
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('answers every cell as the tables say, with no leak', { timeout: 180_000 }, async () => {
    const results: Result[] = [];
    for (const name of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
      const entry = CASES[name];
      const kind = entry.kind ?? entry.lists;
      // The principals of one route run side by side; each cell has its own records where it changes them.
      const perPrincipal = PRINCIPALS.map(async (principal) => {
        const results: Result[] = [];
        const relations: (Relation | undefined)[] = kind
          ? RELATIONS.filter((r) => recordFor(world, kind, principal, r) !== undefined)
          : [undefined];
        // A list is read once per principal, then looked at for each relation's record and for foreign rows.
        const list = entry.lists ? await runCell(name, principal, undefined) : undefined;
        for (const relation of relations) {
          const cell = expectedCell(name, principal, relation);
          const expected = isFinding(cell) ? cell.now : cell;
          const label = `${name} × ${principal}${relation ? ` × ${relation}` : ''}`;
          const res = list ?? (await runCell(name, principal, relation));
          let actual: string = String(classify(res.status, res.body));
          if (entry.lists && relation && actual === 'ok') {
            const id = recordFor(world, entry.lists, principal, relation);
            actual = (entry.ids?.(res.body) ?? []).includes(id) ? 'ok' : '404';
          }
          results.push({ cell: label, expected, actual: String(actual), finding: isFinding(cell) ? cell : undefined });
        }
        // The invitations list must not show anyone's dynamic key but the caller's own: its unique_id anywhere.
        if (name === 'access_keys.list' && principal !== 'anonymous') {
          const personal = await world.server.call(
            'GET',
            '/api/v1/access_keys?access_key_type=personal&date=all&results=1000',
            { token: world.people[PERSON[principal]].client.token },
          );
          for (const relation of RELATIONS) {
            const owner = OWNER[principal][relation];
            const secret = owner ? world.records[owner]?.personalKey : undefined;
            if (!secret) continue;
            const role = ROLE[principal];
            const cell = REACH.personal_key[role]?.[relation] ?? 404;
            results.push({
              cell: `${name} × ${principal} × ${relation} (dynamic key)`,
              expected: isFinding(cell) ? cell.now : cell,
              actual: JSON.stringify(personal.body).includes(secret) ? 'ok' : '404',
              finding: isFinding(cell) ? cell : undefined,
            });
          }
        }
        // (The forms' provider list shows keys, which every network shares for the default providers.)
        const table = entry.lists && name !== 'providers.list' && TABLE_OF[entry.lists];
        if (list && table && principal !== 'anonymous' && list.status === 200) {
          const network = homeOf(principal, world).network.id;
          const foreign = new Set(
            (await world.server.db.selectFrom(table).select('id').where('network_id', '!=', network).execute()).map(
              (r) => r.id,
            ),
          );
          const leaked = (entry.ids?.(list.body) ?? []).filter((id) => foreign.has(id as number));
          results.push({
            cell: `${name} × ${principal} × rows of other networks`,
            expected: 404,
            actual: leaked.length ? `ok (${leaked.length} rows)` : '404',
          });
        }
        return results;
      });
      for (const cells of await Promise.all(perPrincipal)) results.push(...cells);
    }
    const wrong = results.filter((r) => r.actual !== String(r.expected));
    const leaks = wrong.filter((r) => r.actual.startsWith('ok'));
    const findings = results.filter((r) => r.finding);
    const specLeaks = findings.filter((r) => r.finding?.now === 'ok' && r.finding.spec !== 'ok');
    console.info(
      `authorization matrix: ${results.length} cells checked over ${Object.keys(endpoints).length} routes × ` +
        `${PRINCIPALS.length} principals; unexpected answers ${wrong.length}, unexpected leaks ${leaks.length}; ` +
        `findings against the spec ${findings.length} (of which leaks ${specLeaks.length}): ` +
        findings.map((f) => f.cell).join(', '),
    );
    expect(wrong.map((r) => `${r.cell}: expected ${r.expected}, got ${r.actual}`)).toEqual([]);
  });
});
