// An invitation's state (spec §4: unused, entry, exit, denied attempt, deleted) and kind (visit, multiple
// access, temporary, recurrent, event, provider…), as the chips, cards, filters and the CSV name them.
import { type AccessKey, KEY_TYPE } from '@garita/contract';

export const INVITATION_STATUSES = ['unused', 'access', 'exit', 'try', 'deleted'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Deleted wins over the last movement: a deleted key opens nothing, whatever happened before. */
export function invitationStatus(key: Pick<AccessKey, 'deleted_at' | 'last_transaction_type'>): InvitationStatus {
  if (key.deleted_at) return 'deleted';
  return key.last_transaction_type ?? 'unused';
}

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

const TONES: Record<InvitationStatus, StatusTone> = {
  unused: 'info',
  access: 'success',
  exit: 'neutral',
  try: 'warning',
  deleted: 'neutral',
};

export const statusTone = (status: InvitationStatus): StatusTone => TONES[status];

export const INVITATION_KINDS = [
  'visitor',
  'multiple',
  'temporary',
  'recurrent',
  'event',
  'provider',
  'manual',
  'personal',
] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

/**
 * The kind a person recognises. Type 2 covers three forms of the new-invitation screen: multiple access
 * (counted in hours), temporary (days, weeks or months) and recurrent (with weekday/hour restrictions).
 */
export function invitationKind(
  key: Pick<AccessKey, 'access_key_type_id' | 'key_restriction' | 'temporary_duration'>,
): InvitationKind {
  switch (key.access_key_type_id) {
    case KEY_TYPE.visitor:
      return 'visitor';
    case KEY_TYPE.temporary:
      if (key.key_restriction) return 'recurrent';
      return key.temporary_duration === 'hours' ? 'multiple' : 'temporary';
    case KEY_TYPE.event:
    case KEY_TYPE.externalEvent:
      return 'event';
    case KEY_TYPE.provider:
      return 'provider';
    case KEY_TYPE.manualVisit:
      return 'manual';
    default:
      return 'personal';
  }
}
