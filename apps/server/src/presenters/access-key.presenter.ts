// Access key rows -> the AccessKey shape of spec §3 for one caller: guards get no QR (unique_id null, except
// provider keys, which have no QR and which guards check in by key), and every key says what the caller may
// do with it. Loads what it needs for many keys in a few queries.
import {
  type AccessKey,
  KEY_TYPE,
  KEY_TYPE_NAME_BY_ID,
  type KeyTypeId,
  type PhotoSettings,
  type Role,
  WEEKDAYS,
  type Weekday,
} from '@garita/contract';
import type { Db } from '../db/index.ts';
import type { AccessKeyRow } from '../db/schema.ts';
import { keyAccessServerIds, usersWithGroups } from '../repositories/access-keys.repository.ts';
import { findAccessServers } from '../repositories/access-servers.repository.ts';
import { DEFAULT_TIME_ZONE, formatWallClock } from '../services/access-keys.time.ts';

const DELETABLE_UNLESS_EXITED: readonly number[] = [
  KEY_TYPE.visitor,
  KEY_TYPE.event,
  KEY_TYPE.externalEvent,
  KEY_TYPE.provider,
];

const isWeekday = (d: string): d is Weekday => (WEEKDAYS as readonly string[]).includes(d);

export const hasExited = (key: AccessKeyRow) => key.exits_count > 0 || key.last_transaction_type === 'exit';

/** Spec §4: edit only visit keys (type 1), not deleted, not exited. */
export const isEditable = (key: AccessKeyRow) =>
  key.access_key_type_id === KEY_TYPE.visitor && !key.deleted_at && !hasExited(key);

/** Spec §4: delete temporary keys always; visit, event and provider keys unless exited; never twice. */
export const isDeletable = (key: AccessKeyRow) =>
  !key.deleted_at &&
  (key.access_key_type_id === KEY_TYPE.temporary ||
    (DELETABLE_UNLESS_EXITED.includes(key.access_key_type_id) && !hasExited(key)));

export function keyRequirements(key: Pick<AccessKeyRow, 'requirements'>): PhotoSettings {
  const r = key.requirements ?? {};
  return {
    photo_id: !!r.photo_id,
    front_plates: !!r.front_plates,
    back_plates: !!r.back_plates,
    other: !!r.other,
    accreditation: !!r.accreditation,
  };
}

export async function presentAccessKeys(
  db: Db,
  viewer: { role: Role; networkId: number },
  keys: AccessKeyRow[],
): Promise<AccessKey[]> {
  if (keys.length === 0) return [];
  const serverIdsByKey = await keyAccessServerIds(
    db,
    keys.map((k) => k.id),
  );
  const allServerIds = [...new Set([...serverIdsByKey.values()].flat())];
  const [servers, users] = await Promise.all([
    findAccessServers(db, viewer.networkId, allServerIds),
    usersWithGroups(
      db,
      viewer.networkId,
      keys.map((k) => k.user_id),
    ),
  ]);
  const serverById = new Map(servers.map((s) => [s.id, s]));
  const isGuard = viewer.role === 'security_guard';

  return keys.map((k) => {
    const keyServers = (serverIdsByKey.get(k.id) ?? []).flatMap((id) => serverById.get(id) ?? []);
    const timeZone = k.time_zone ?? keyServers[0]?.time_zone ?? DEFAULT_TIME_ZONE;
    const owner = users.get(k.user_id);
    const isProvider = k.access_key_type_id === KEY_TYPE.provider;
    const typeId = k.access_key_type_id as KeyTypeId;
    return {
      id: k.id,
      unique_id: isGuard && !isProvider ? null : k.unique_id,
      visitor_name: k.visitor_name,
      visitor_email: k.visitor_email,
      visitor_phone: k.visitor_phone,
      country_code: k.country_code,
      access_key_type_id: typeId,
      access_key_type: KEY_TYPE_NAME_BY_ID[typeId] ?? 'visitor',
      reason_for_visit: k.reason_for_visit,
      notes: k.notes,
      valid_from: k.valid_from.toISOString(),
      valid_until: k.valid_until.toISOString(),
      valid_from_date: formatWallClock(k.valid_from, timeZone),
      valid_until_date: formatWallClock(k.valid_until, timeZone),
      deleted_at: k.deleted_at?.toISOString() ?? null,
      last_transaction_type: k.last_transaction_type,
      time_zone_name: timeZone,
      access_servers: keyServers.map((s) => ({
        id: s.id,
        name: s.name,
        venue_name: s.venue_name,
        time_zone_name: s.time_zone,
      })),
      user: {
        id: k.user_id,
        name: owner?.name ?? '',
        phone: owner?.phone ?? '',
        email: owner?.email ?? '',
        group: owner?.group ?? null,
        network_group: owner?.group ? { name: owner.group } : null,
      },
      key_restriction: k.key_restriction
        ? {
            days: k.key_restriction.days.filter(isWeekday),
            time: k.key_restriction.time,
            duration_in_minutes: k.key_restriction.duration_in_minutes,
          }
        : null,
      requirements: keyRequirements(k),
      visitor_duration: k.visitor_duration,
      duration: k.duration,
      temporary_duration: k.temporary_duration,
      multiple_access: k.multiple_access,
      community_member_id: k.community_member_id,
      save_community_member: k.community_member_id !== null,
      passback_tracking: k.passback_tracking,
      custom_attrs: k.custom_attrs,
      provider: k.provider,
      event_id: k.event_id,
      created_at: k.created_at.toISOString(),
      show_qr: !isGuard && !isProvider && k.access_key_type_id !== KEY_TYPE.personal && !k.deleted_at,
      can_edit: !isGuard && isEditable(k),
      can_delete: !isGuard && isDeletable(k),
    };
  });
}
