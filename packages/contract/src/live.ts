// Live screens (docs/live.md): what GET /events/stream sends, one Server-Sent Event per change a caller may see.
import { z } from 'zod';

export const LiveStreamQuery = z.object({
  /** Send what the Last-Event-ID header says was missed, then end the stream (a catch-up without waiting). */
  once: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['1', 'true']).optional()),
});

export const LiveArrival = z.object({
  visitor_name: z.string(),
  access_point_name: z.string(),
  /** The access point's zone: the notice reads the time there. */
  time_zone: z.string(),
  at: z.string(),
});
export type LiveArrival = z.infer<typeof LiveArrival>;

export const LiveEvent = z.object({
  /** Also the event's SSE id: what the browser sends back as Last-Event-ID. */
  id: z.number().int(),
  /** A logbook row (entry, exit, denial) or an invitation. */
  kind: z.enum(['transaction', 'access_key']),
  op: z.enum(['insert', 'update']),
  subject_id: z.number().int(),
  access_server_id: z.number().int().nullable(),
  /** Set for the resident whose visitor was just let in. */
  arrival: LiveArrival.nullable(),
});
export type LiveEvent = z.infer<typeof LiveEvent>;
