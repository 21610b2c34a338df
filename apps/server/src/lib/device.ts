// The guard's device (docs/offline.md, "A device"): the id its browser sends in X-Garita-Device. Not a credential:
// it names the device in the admin's list and in the offline queue; every call still needs the session.
import { DEVICE_HEADER, DeviceId } from '@garita/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** What the server records of the calling device: its id (undefined when the header is absent) and user agent. */
export interface CallingDevice {
  id: string | undefined;
  userAgent: string;
}

/** The device of a request; a header that is not a UUID is the client's mistake (422). */
export function deviceOf(request: FastifyRequest): CallingDevice {
  const value = request.headers[DEVICE_HEADER];
  const userAgent = String(request.headers['user-agent'] ?? '');
  if (value === undefined) return { id: undefined, userAgent };
  const parsed = DeviceId.safeParse(value);
  if (!parsed.success) throw new AppError(422, 'validation_failed', 'X-Garita-Device must be a UUID');
  // One spelling per device: a UUID's hex digits in either case name the same one.
  return { id: parsed.data.toLowerCase(), userAgent };
}
