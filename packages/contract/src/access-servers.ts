// Access points (access servers), their gates and photo settings: spec §3 and §7.
import { z } from 'zod';
import { IdRef, optionalQuery, Paged, PageQuery, requiredText } from './common.ts';
import { MAX_NAME } from './constants.ts';
import { GateType } from './enums.ts';

export const PhotoSettings = z.object({
  photo_id: z.boolean(),
  front_plates: z.boolean(),
  back_plates: z.boolean(),
  other: z.boolean(),
  accreditation: z.boolean(),
});
export type PhotoSettings = z.infer<typeof PhotoSettings>;

export const Gate = z.object({
  id: z.number(),
  name: z.string(),
  type: GateType,
  remote_pulse: z.boolean(),
  data_print_response: z.boolean(),
});
export type Gate = z.infer<typeof Gate>;

export const AccessServerSummary = z.object({ id: z.number(), name: z.string(), venue_name: z.string() });
export type AccessServerSummary = z.infer<typeof AccessServerSummary>;

export const AccessServer = z.object({
  id: z.number(),
  name: z.string(),
  venue_name: z.string(),
  venue: z.object({ name: z.string() }),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** IANA time zone, e.g. America/Mexico_City. */
  time_zone: z.string(),
  time_zone_name: z.string(),
  gates: z.array(Gate),
  settings: PhotoSettings,
});
export type AccessServer = z.infer<typeof AccessServer>;

export const AccessServerListQuery = PageQuery.extend({ results: PageQuery.shape.results.default(30) });
export const AccessServerList = z.object({ access_servers: z.array(AccessServer), ...Paged });
export type AccessServerList = z.infer<typeof AccessServerList>;

export const UpdateAccessServer = z.object({
  access_server: z
    .object({ name: requiredText(MAX_NAME) })
    .partial()
    .optional(),
  settings: PhotoSettings.partial().optional(),
});
export type UpdateAccessServer = z.infer<typeof UpdateAccessServer>;

export const AccessServerRef = optionalQuery(IdRef);
