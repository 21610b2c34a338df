// Sessions and password-reset tokens. Tokens are looked up by their hash only.
import type { Db } from '../db/index.ts';
import type { NetworkRow, UserRow } from '../db/schema.ts';

export async function createSession(
  db: Db,
  values: { user_id: number; network_id: number; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

/** The session of a token with its user and network, in one round trip: it runs on every API call. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('networks as n', 'n.id', 'u.network_id')
    .selectAll('u')
    .select(['s.id as session_id', 's.last_used_at as session_last_used_at', 's.expires_at as session_expires_at'])
    .select('s.revoked_at as session_revoked_at')
    .select([
      'n.uuid as network_uuid',
      'n.name as network_name',
      'n.logo_url as network_logo_url',
      'n.passback_activated_by_default as network_passback_activated_by_default',
      'n.block_antipassback as network_block_antipassback',
      'n.force_multiple_access as network_force_multiple_access',
      'n.id_back_photo as network_id_back_photo',
      'n.analytics_dashboard_url as network_analytics_dashboard_url',
      'n.user_limits as network_user_limits',
      'n.kind as network_kind',
      'n.time_zone as network_time_zone',
      'n.open_gate_window_minutes as network_open_gate_window_minutes',
      'n.photo_retention_days as network_photo_retention_days',
      'n.personal_data_retention_days as network_personal_data_retention_days',
      'n.providers_enabled as network_providers_enabled',
      'n.custom_attributes_enabled as network_custom_attributes_enabled',
      'n.favorites_enabled as network_favorites_enabled',
      'n.ctpat_form_url as network_ctpat_form_url',
      'n.created_at as network_created_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const {
    session_id,
    session_last_used_at,
    session_expires_at,
    session_revoked_at,
    network_uuid,
    network_name,
    network_logo_url,
    network_passback_activated_by_default,
    network_block_antipassback,
    network_force_multiple_access,
    network_id_back_photo,
    network_analytics_dashboard_url,
    network_user_limits,
    network_kind,
    network_time_zone,
    network_open_gate_window_minutes,
    network_photo_retention_days,
    network_personal_data_retention_days,
    network_providers_enabled,
    network_custom_attributes_enabled,
    network_favorites_enabled,
    network_ctpat_form_url,
    network_created_at,
    ...user
  } = row;
  const network: NetworkRow = {
    id: user.network_id,
    uuid: network_uuid,
    name: network_name,
    logo_url: network_logo_url,
    passback_activated_by_default: network_passback_activated_by_default,
    block_antipassback: network_block_antipassback,
    force_multiple_access: network_force_multiple_access,
    id_back_photo: network_id_back_photo,
    analytics_dashboard_url: network_analytics_dashboard_url,
    user_limits: network_user_limits,
    kind: network_kind,
    time_zone: network_time_zone,
    open_gate_window_minutes: network_open_gate_window_minutes,
    photo_retention_days: network_photo_retention_days,
    personal_data_retention_days: network_personal_data_retention_days,
    providers_enabled: network_providers_enabled,
    custom_attributes_enabled: network_custom_attributes_enabled,
    favorites_enabled: network_favorites_enabled,
    ctpat_form_url: network_ctpat_form_url,
    created_at: network_created_at,
  };
  const session = {
    id: session_id,
    last_used_at: session_last_used_at,
    expires_at: session_expires_at,
    revoked_at: session_revoked_at,
  };
  return { session, user: user as UserRow, network };
}

export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function revokeSession(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).execute();
}

/** Ends every session of a user, but `exceptSessionId` (the caller's own, when they changed their password). */
export async function revokeUserSessions(db: Db, userId: number, now: Date, exceptSessionId?: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(exceptSessionId !== undefined, (q) => q.where('id', '!=', exceptSessionId ?? 0))
    .execute();
}

export async function createPasswordReset(
  db: Db,
  values: { user_id: number; network_id: number; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('password_resets').values(values).execute();
}

/**
 * Marks a valid reset token used and answers its user id, or null when unknown, used or expired. Every other open
 * link of the same user (reset or welcome) is marked used with it: once a password is chosen, older links die.
 */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    return row.user_id;
  });
}
