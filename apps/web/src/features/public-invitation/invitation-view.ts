// Pure decisions of the public invitation page: when to look at the invitation again, which failures mean
// "no such invitation", and how the access point's zone is named.
import type { PublicInvitation } from '@garita/contract';
import { ApiError } from '../../lib/api.ts';

export const RECHECK_MAX_MS = 60_000;
const RECHECK_MIN_MS = 1_000;

/**
 * Milliseconds until the page should ask again: just after the next start or end of validity, at most a
 * minute (the host may cancel it), never for a deleted or used-up invitation (nothing brings them back).
 */
export function nextCheckMs(invitation: PublicInvitation, nowMs: number): number | false {
  if (invitation.status === 'deleted' || invitation.status === 'used') return false;
  const upcoming = [invitation.valid_from, invitation.valid_until]
    .map((iso) => Date.parse(iso))
    .filter((at) => Number.isFinite(at) && at > nowMs);
  if (upcoming.length === 0) return RECHECK_MAX_MS;
  const untilBoundary = Math.min(...upcoming) - nowMs + RECHECK_MIN_MS;
  return Math.min(Math.max(untilBoundary, RECHECK_MIN_MS), RECHECK_MAX_MS);
}

/** Any refusal of the request itself (404, or the router's 414 on an absurdly long id) means no invitation. */
export function isMissingInvitation(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** 'America/Mexico_City' -> 'America/Mexico City'. */
export const zoneLabel = (timeZone: string): string => timeZone.replace(/_/g, ' ');
