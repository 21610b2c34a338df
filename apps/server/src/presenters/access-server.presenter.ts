// Access point rows -> the AccessServer shape of spec §3. Gates say whether a controller can open them; only
// admins get the controller itself, and never its secret or password (only whether one is set).
import type { AccessServer, Gate, GateControllerSummary, PhotoSettings } from '@garita/contract';
import type { AccessServerRow, GateRow } from '../db/schema.ts';

export interface GateView {
  /** Admins: include the controller summary. */
  withController?: boolean;
}

export function presentController(g: GateRow): GateControllerSummary | null {
  if (!g.controller_kind || !g.controller_url) return null;
  if (g.controller_kind === 'http')
    return { kind: 'http', url: g.controller_url, secret_set: g.controller_secret !== null };
  return {
    kind: 'shelly',
    url: g.controller_url,
    username: g.controller_username,
    pulse_seconds: g.controller_pulse_seconds ?? 1,
    password_set: g.controller_password !== null,
  };
}

export const presentGate = (g: GateRow, view: GateView = {}): Gate => ({
  id: g.id,
  name: g.name,
  type: g.type,
  remote_pulse: g.remote_pulse,
  data_print_response: g.data_print_response,
  active: g.deactivated_at === null,
  has_controller: g.controller_kind !== null,
  ...(view.withController ? { controller: presentController(g) } : {}),
});

export const presentSettings = (s: AccessServerRow): PhotoSettings => ({
  photo_id: s.photo_id,
  front_plates: s.front_plates,
  back_plates: s.back_plates,
  other: s.other,
  accreditation: s.accreditation,
});

export const presentAccessServer = (s: AccessServerRow & { gates: GateRow[] }, view: GateView = {}): AccessServer => ({
  id: s.id,
  name: s.name,
  venue_name: s.venue_name,
  venue: { name: s.venue_name },
  address: s.address,
  latitude: s.latitude,
  longitude: s.longitude,
  time_zone: s.time_zone,
  time_zone_name: s.time_zone,
  gates: s.gates.map((g) => presentGate(g, view)),
  settings: presentSettings(s),
  active: s.deactivated_at === null,
  deactivated_at: s.deactivated_at?.toISOString() ?? null,
  provider_max_stay_hours: s.provider_max_stay_hours,
});
