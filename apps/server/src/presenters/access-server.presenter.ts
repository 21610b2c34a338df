// Access point rows -> the AccessServer shape of spec §3.
import type { AccessServer, Gate, PhotoSettings } from '@garita/contract';
import type { AccessServerRow, GateRow } from '../db/schema.ts';

export const presentGate = (g: GateRow): Gate => ({
  id: g.id,
  name: g.name,
  type: g.type,
  remote_pulse: g.remote_pulse,
  data_print_response: g.data_print_response,
});

export const presentSettings = (s: AccessServerRow): PhotoSettings => ({
  photo_id: s.photo_id,
  front_plates: s.front_plates,
  back_plates: s.back_plates,
  other: s.other,
  accreditation: s.accreditation,
});

export const presentAccessServer = (s: AccessServerRow & { gates: GateRow[] }): AccessServer => ({
  id: s.id,
  name: s.name,
  venue_name: s.venue_name,
  venue: { name: s.venue_name },
  address: s.address,
  latitude: s.latitude,
  longitude: s.longitude,
  time_zone: s.time_zone,
  time_zone_name: s.time_zone,
  gates: s.gates.map(presentGate),
  settings: presentSettings(s),
});
