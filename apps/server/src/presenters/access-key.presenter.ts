// Access key rows -> the AccessKey shape of spec §3 for one caller: pure, from the rows and what
// access-keys.repository `accessKeyDetails` loaded for them. What the caller may do with each key (and whether
// they see its QR) is policies/access-keys.ts `keyAbilities`.
import {
  type AccessKey,
  KEY_TYPE_NAME_BY_ID,
  type KeyTypeId,
  type PhotoSettings,
  WEEKDAYS,
  type Weekday,
} from '@garita/contract';
import type { AccessKeyRow } from '../db/schema.ts';
import { type KeyViewer, keyAbilities } from '../policies/access-keys.ts';
import type { AccessKeyDetails } from '../repositories/access-keys.repository.ts';
import { DEFAULT_TIME_ZONE, formatWallClock } from '../services/access-keys.time.ts';

export const isWeekday = (d: string): d is Weekday => (WEEKDAYS as readonly string[]).includes(d);

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

export function presentAccessKeys(viewer: KeyViewer, keys: AccessKeyRow[], details: AccessKeyDetails): AccessKey[] {
  const serverById = new Map(details.servers.map((s) => [s.id, s]));
  return keys.map((k) => {
    const keyServers = (details.accessServerIds.get(k.id) ?? []).flatMap((id) => serverById.get(id) ?? []);
    const timeZone = k.time_zone ?? keyServers[0]?.time_zone ?? DEFAULT_TIME_ZONE;
    const owner = details.users.get(k.user_id);
    const typeId = k.access_key_type_id as KeyTypeId;
    const { unique_id, ...abilities } = keyAbilities(viewer, k);
    return {
      id: k.id,
      unique_id,
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
      tolerance: k.tolerance,
      community_member_id: k.community_member_id,
      save_community_member: k.community_member_id !== null,
      passback_tracking: k.passback_tracking,
      custom_attrs: k.custom_attrs,
      provider: k.provider,
      event_id: k.event_id,
      created_at: k.created_at.toISOString(),
      ...abilities,
    };
  });
}
