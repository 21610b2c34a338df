import type { PublicInvitation } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { isMissingInvitation, nextCheckMs, zoneLabel } from './invitation-view.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const invitation = (extra: Partial<PublicInvitation>): PublicInvitation => ({
  visitor_name: 'Ana',
  host_name: 'Héctor',
  type: 'visit',
  event_name: null,
  provider: null,
  status: 'valid',
  valid_from: '2026-06-01T11:00:00.000Z',
  valid_until: '2026-06-01T14:00:00.000Z',
  valid_from_date: '01/06/2026 05:00:00',
  valid_until_date: '01/06/2026 08:00:00',
  time_zone_name: 'America/Mexico_City',
  key_restriction: null,
  access_servers: [],
  qr_payload: 'abc',
  ...extra,
});

describe('nextCheckMs', () => {
  it('asks every minute while the next boundary is far', () => {
    expect(nextCheckMs(invitation({}), NOW)).toBe(60_000);
    expect(nextCheckMs(invitation({ status: 'expired', valid_until: '2026-06-01T11:30:00Z' }), NOW)).toBe(60_000);
  });

  it('asks a second after the start or the end when it comes sooner', () => {
    expect(nextCheckMs(invitation({ status: 'not_yet_valid', valid_from: '2026-06-01T12:00:20Z' }), NOW)).toBe(21_000);
    expect(nextCheckMs(invitation({ valid_until: '2026-06-01T12:00:05Z' }), NOW)).toBe(6_000);
  });

  it('stops for states nothing can undo', () => {
    expect(nextCheckMs(invitation({ status: 'deleted' }), NOW)).toBe(false);
    expect(nextCheckMs(invitation({ status: 'used' }), NOW)).toBe(false);
  });
});

describe('isMissingInvitation', () => {
  it('reads client refusals as a missing invitation, not outages or throttling', () => {
    expect(isMissingInvitation(new ApiError(404, 'not_found', 'Not found'))).toBe(true);
    expect(isMissingInvitation(new ApiError(414, 'unknown', 'too long'))).toBe(true);
    expect(isMissingInvitation(new ApiError(500, 'internal_error', 'boom'))).toBe(false);
    expect(isMissingInvitation(new ApiError(0, 'connection_error', 'offline'))).toBe(false);
    expect(isMissingInvitation(new ApiError(429, 'rate_limited', 'slow down'))).toBe(false);
    expect(isMissingInvitation(new Error('x'))).toBe(false);
  });
});

it('names a zone without underscores', () => {
  expect(zoneLabel('America/Mexico_City')).toBe('America/Mexico City');
});
