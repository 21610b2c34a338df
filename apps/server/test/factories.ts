// Fresh rows for a test, made through the repositories and the API rather than looked up among the demo's named
// rows ("Caseta Principal", "host@demo.test"): a network in its zone, its access points and gates, a unit, the
// users of each role signed in, and invitations valid now. Names and emails are unique, so tests that share a
// server never see each other's rows. Every user's password is the demo's, so `server.as(email)` signs them in.
import { randomUUID } from 'node:crypto';
import type { NetworkKind, Role } from '@garita/contract';
import type { AccessServerRow, GateRow, NetworkRow, UserRow } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import { insertAccessServer, insertGate } from '../src/repositories/access-servers.repository.ts';
import { saveNetworkGroup } from '../src/repositories/network-groups.repository.ts';
import { insertNetwork } from '../src/repositories/networks.repository.ts';
import { insertUser } from '../src/repositories/users.repository.ts';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { hashPassword } from '../src/services/auth.service.ts';
import type { Client, TestServer } from './harness.ts';

/** A short random tag that keeps names and emails unique across tests and networks. */
export const uniqueTag = () => randomUUID().slice(0, 8);

let passwordHash: Promise<string> | undefined;
/** Hashed once per worker: argon2 is slow on purpose. */
const demoPasswordHash = () => (passwordHash ??= hashPassword(DEMO_PASSWORD));

export interface NetworkOptions {
  name?: string;
  /** The network's IANA zone, and the default zone of its access points. */
  timeZone?: string;
  kind?: NetworkKind;
  /** Anti-passback on new keys by default (passback_activated_by_default). */
  passback?: boolean;
}

export function createNetwork(server: TestServer, options: NetworkOptions = {}): Promise<NetworkRow> {
  return insertNetwork(server.db, {
    uuid: randomUUID(),
    name: options.name ?? `Red ${uniqueTag()}`,
    kind: options.kind ?? 'residential',
    time_zone: options.timeZone ?? 'America/Mexico_City',
    passback_activated_by_default: options.passback ?? false,
  });
}

export interface AccessPoint extends AccessServerRow {
  /** Its gates by name. */
  gates: Record<string, GateRow>;
}

export interface AccessPointOptions {
  name?: string;
  /** Default: the network's zone. */
  timeZone?: string;
  /** Whether a register needs the visitor's ID photo. */
  photoId?: boolean;
  /** Default: one entry 'Entrada' and one exit 'Salida'. */
  gates?: { name: string; type: 'access' | 'exit'; remotePulse?: boolean }[];
}

export async function createAccessPoint(
  server: TestServer,
  network: NetworkRow,
  options: AccessPointOptions = {},
): Promise<AccessPoint> {
  const row = await insertAccessServer(server.db, {
    network_id: network.id,
    name: options.name ?? `Acceso ${uniqueTag()}`,
    time_zone: options.timeZone ?? network.time_zone,
    photo_id: options.photoId ?? false,
  });
  const gates: Record<string, GateRow> = {};
  for (const gate of options.gates ?? [
    { name: 'Entrada', type: 'access' },
    { name: 'Salida', type: 'exit' },
  ]) {
    gates[gate.name] = await insertGate(server.db, {
      network_id: network.id,
      access_server_id: row.id,
      name: gate.name,
      type: gate.type,
      remote_pulse: gate.remotePulse ?? false,
    });
  }
  return { ...row, gates };
}

export interface Unit {
  id: number;
  name: string;
  /** The access points its residents may invite to. */
  accessPoints: AccessServerRow[];
}

/** A unit (network group: a house, a department) whose residents may invite to `accessPoints`. */
export async function createUnit(
  server: TestServer,
  network: NetworkRow,
  accessPoints: AccessServerRow[],
  name = `Unidad ${uniqueTag()}`,
): Promise<Unit> {
  const id = await saveNetworkGroup(server.db, network.id, { name, accessServerIds: accessPoints.map((p) => p.id) });
  return { id, name, accessPoints };
}

export interface UserOptions {
  name?: string;
  email?: string;
  /** The unit of a host or secondary user. */
  unit?: Unit;
  /** The access points assigned to the user (a guard's gates, a host's places). */
  accessPoints?: AccessServerRow[];
  invitedBy?: UserRow;
}

export interface SignedInUser {
  row: UserRow;
  /** The API as this user, with a fresh token. */
  client: Client;
}

export async function createUser(
  server: TestServer,
  network: NetworkRow,
  role: Role,
  options: UserOptions = {},
): Promise<SignedInUser> {
  const tag = uniqueTag();
  const row = await insertUser(
    server.db,
    {
      network_id: network.id,
      network_group_id: options.unit?.id ?? null,
      role,
      name: options.name ?? `${role} ${tag}`,
      email: options.email ?? `${role.replace('_', '-')}-${tag}@factory.test`,
      password_hash: await demoPasswordHash(),
      invited_by_id: options.invitedBy?.id ?? null,
    },
    (options.accessPoints ?? []).map((p) => p.id),
  );
  return { row, client: await server.as(row.email) };
}

export const createAdmin = (server: TestServer, network: NetworkRow, options: UserOptions = {}) =>
  createUser(server, network, 'network_admin', options);

/** A guard posted at `accessPoints`. */
export const createGuard = (
  server: TestServer,
  network: NetworkRow,
  accessPoints: AccessServerRow[],
  options: UserOptions = {},
) => createUser(server, network, 'security_guard', { ...options, accessPoints });

/** A resident of `unit`, assigned its access points (unless told others): they may invite to them. */
export const createHost = (server: TestServer, network: NetworkRow, unit: Unit, options: UserOptions = {}) =>
  createUser(server, network, 'host', { accessPoints: unit.accessPoints, ...options, unit });

export interface Invitation {
  id: number;
  unique_id: string;
  [field: string]: unknown;
}

/**
 * An invitation (access key) made by `host` through POST /access_keys, valid from a minute ago on the access
 * point's wall clock (its zone names it), for a single visit unless `extra` says otherwise.
 */
export async function createInvitation(
  host: Client,
  accessPoint: AccessServerRow,
  extra: Record<string, unknown> = {},
  now = new Date(),
): Promise<Invitation> {
  const res = await host.post('/access_keys', {
    access_key: {
      visitor_name: `Visita ${uniqueTag()}`,
      visitor_phone: '5512340000',
      access_key_type_id: 1,
      reason_for_visit: 'Visita',
      valid_from: formatWallClock(new Date(now.getTime() - 60_000), accessPoint.time_zone),
      access_servers: [accessPoint.id],
      ...extra,
    },
  });
  if (res.status !== 201) throw new Error(`invitation: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_key;
}

export interface Site {
  network: NetworkRow;
  accessPoint: AccessPoint;
  unit: Unit;
  admin: SignedInUser;
  guard: SignedInUser;
  host: SignedInUser;
}

/** A whole fresh site: a network, one access point, a unit with access to it, and its admin, guard and host. */
export async function createSite(
  server: TestServer,
  options: { network?: NetworkOptions; accessPoint?: AccessPointOptions } = {},
): Promise<Site> {
  const network = await createNetwork(server, options.network);
  const accessPoint = await createAccessPoint(server, network, options.accessPoint);
  const unit = await createUnit(server, network, [accessPoint]);
  const [admin, guard, host] = await Promise.all([
    createAdmin(server, network),
    createGuard(server, network, [accessPoint]),
    createHost(server, network, unit),
  ]);
  return { network, accessPoint, unit, admin, guard, host };
}
