// The resident's dynamic key as a time-based code (issue 18, docs/offline.md): the code the dialog shows
// (GET /access_keys/user_access_key), a scanned `P.` code turned into the personal key row the rest of the gate
// works on (validate, register), and the residents' secrets for a guard device's snapshot.
import {
  DYNAMIC_KEY_MIN_LIVE_SECONDS,
  DYNAMIC_KEY_VALIDITY_SECONDS,
  type DynamicKey,
  type DynamicKeyQuery,
  KEY_TYPE,
} from '@garita/contract';
import {
  checkPersonalCode,
  newPersonalSecret,
  nextUsableStep,
  parsePersonalQr,
  personalCodeValidity,
  personalQrForStep,
} from '@garita/engine/totp';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import { AppError } from '../lib/errors.ts';
import { can, permissions } from '../policies/index.ts';
import { workingAccessPointIds } from '../policies/principal.ts';
import { findAccessKeyByUniqueId, findOrInsertCodeKey } from '../repositories/access-keys.repository.ts';
import { findAccessServers } from '../repositories/access-servers.repository.ts';
import {
  type DynamicKeySecret,
  findCodeOwner,
  findDynamicKeySecret,
  insertMissingSecrets,
  residentsAtAccessPoint,
} from '../repositories/dynamic-key-secrets.repository.ts';
import { findUser } from '../repositories/users.repository.ts';
import { DEFAULT_TIME_ZONE } from './access-keys.time.ts';

/** A scanned code, once known to be its owner's: the step, and why the code's own rules refuse it (or null). */
export interface ScannedCode {
  uniqueId: string;
  userId: number;
  step: number;
  refusal: 'visitor_key' | 'not_in_time' | null;
}

/** The user's secret, made (20 random bytes) the first time it is needed. */
export async function ensureSecret(db: Db, networkId: number, userId: number): Promise<DynamicKeySecret> {
  const found = await findDynamicKeySecret(db, networkId, userId);
  if (found) return found;
  await insertMissingSecrets(db, networkId, [{ user_id: userId, secret: newPersonalSecret() }]);
  const made = await findDynamicKeySecret(db, networkId, userId);
  if (!made) throw new Error('dynamic key secret not stored');
  return made;
}

const answer = (text: string, step: number, now: Date): DynamicKey => {
  const { until } = personalCodeValidity(step);
  // A code of the next step (after a use) has up to a step more: the dialog never counts above 5:00.
  const secondsLeft = Math.min(
    DYNAMIC_KEY_VALIDITY_SECONDS,
    Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000)),
  );
  return { access_key: { unique_id: text, valid_until: until.toISOString(), seconds_left: secondsLeft } };
};

/**
 * The code the resident's dialog shows: with `live` and the code it shows, that one while it still opens with at
 * least DYNAMIC_KEY_MIN_LIVE_SECONDS left; else the code of nextUsableStep (the next step's after a use in this
 * one). Showing a code retires nothing (a use does): a step's code is the same however often it is asked for.
 */
export async function issueDynamicKey(ctx: AppContext, auth: Auth, query: DynamicKeyQuery): Promise<DynamicKey> {
  const { network, user } = auth;
  const now = ctx.now();
  const { secret, last_used_step: lastUsedStep } = await ensureSecret(ctx.db, network.id, user.id);
  const shown = query.live && query.shown ? parsePersonalQr(query.shown) : null;
  if (shown && shown.userId === user.id) {
    const check = checkPersonalCode({ secret, step: shown.step, code: shown.code, now, lastUsedStep });
    const left = personalCodeValidity(shown.step).until.getTime() - now.getTime();
    if (check.ok && left >= DYNAMIC_KEY_MIN_LIVE_SECONDS * 1000) return answer(query.shown ?? '', shown.step, now);
  }
  const step = nextUsableStep(now, lastUsedStep);
  const text = personalQrForStep(user.id, secret, step);
  // The code's personal key row, made when the code is first shown: the resident's `personal` list and the
  // logbook see it as they saw each issued key (a code scanned without being shown gets it at the gate).
  if (!(await findAccessKeyByUniqueId(ctx.db, network.id, text)))
    await insertCodeKey(ctx.db, auth, { uniqueId: text, userId: user.id, step, refusal: null });
  return answer(text, step, now);
}

const unknownKey = () => new AppError(404, 'invalid_key');

/**
 * A scanned `P.` text: unknown (404 `invalid_key`, as any unknown QR) unless it is the code of its step under the
 * secret of an active user of the caller's network who may hold a dynamic key. Then the personal key row of that
 * code (unique_id = the text; valid from its step's start for 5 minutes, the owner's access points as a personal
 * key always had, one movement) is found or made, so the logbook, the engine and the register work on it as on
 * any personal key. `lock` (a register) takes the owner's secret row lock first: one user's codes go one at a time.
 */
export async function resolveScannedCode(
  db: Db,
  auth: Auth,
  text: string,
  lock: boolean,
  now: Date,
): Promise<ScannedCode> {
  const parsed = parsePersonalQr(text);
  if (!parsed) throw unknownKey();
  const networkId = auth.network.id;
  const owner = await findCodeOwner(db, networkId, parsed.userId, lock);
  if (!owner || !can(owner.role, 'access_keys.user_access_key')) throw unknownKey();
  const check = checkPersonalCode({
    secret: owner.secret,
    step: parsed.step,
    code: parsed.code,
    now,
    lastUsedStep: owner.last_used_step,
  });
  if (!check.ok && check.reason === 'invalid_key') throw unknownKey();
  return {
    uniqueId: text,
    userId: parsed.userId,
    step: parsed.step,
    refusal: check.ok ? null : check.reason === 'visitor_key' ? 'visitor_key' : 'not_in_time',
  };
}

/** Makes the personal key row of a scanned code (resolveScannedCode), when it has none yet. */
export async function insertCodeKey(db: Db, auth: Auth, code: ScannedCode): Promise<void> {
  const network = auth.network;
  const user = await findUser(db, network.id, code.userId);
  if (!user) throw unknownKey();
  const serverIds = await workingAccessPointIds(db, { user, network });
  const [first] = await findAccessServers(db, network.id, serverIds.slice(0, 1));
  const { from, until } = personalCodeValidity(code.step);
  const values = {
    network_id: network.id,
    user_id: user.id,
    unique_id: code.uniqueId,
    access_key_type_id: KEY_TYPE.personal,
    visitor_name: user.name,
    visitor_email: user.email,
    visitor_phone: user.phone,
    country_code: user.country_code,
    valid_from: from,
    valid_until: until,
    time_zone: first?.time_zone ?? DEFAULT_TIME_ZONE,
    // Residents come and go with a new code each time: no anti-passback on personal keys.
    passback_tracking: false,
    multiple_access: true,
  };
  if (db.isTransaction) await findOrInsertCodeKey(db, values, serverIds);
  else await db.transaction().execute((trx) => findOrInsertCodeKey(trx, values, serverIds));
}

/** One resident of a guard device's snapshot (docs/offline.md "The snapshot", `residents`). */
export interface SnapshotResident {
  user_id: number;
  name: string;
  group: string | null;
  secret: string;
  last_used_step: number | null;
}

/**
 * The residents whose dynamic key opens the access point (the roles that may hold one; an admin at every access
 * point of the network, anyone else at those assigned, as their personal key), with their code secret and last
 * used step, for the signed snapshot a guard device decides on offline. A resident without a secret yet is given
 * one now, so a code first shown after the snapshot was taken still opens at an offline gate.
 */
export async function residentCodesForSnapshot(
  db: Db,
  networkId: number,
  accessServerId: number,
): Promise<SnapshotResident[]> {
  const roles = [...permissions['access_keys.user_access_key']];
  const read = () => residentsAtAccessPoint(db, networkId, accessServerId, roles);
  let rows = await read();
  const missing = rows
    .filter((r) => r.secret === null)
    .map((r) => ({ user_id: r.user_id, secret: newPersonalSecret() }));
  if (missing.length > 0) {
    await insertMissingSecrets(db, networkId, missing);
    rows = await read();
  }
  return rows.flatMap((r) =>
    r.secret === null
      ? []
      : [{ user_id: r.user_id, name: r.name, group: r.group, secret: r.secret, last_used_step: r.last_used_step }],
  );
}
