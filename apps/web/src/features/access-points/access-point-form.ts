// The access point's form (new and edit, spec §3/§7 and issue 12): name, venue, address, its place on the map,
// its clock and which photos a guard must take there. Coordinates are typed as text (or set with the map's pin)
// and sent as numbers; both or neither.
import {
  type AccessServer,
  type CreateAccessServer,
  MAX_NAME,
  MAX_TEXT,
  PhotoSettings,
  PROVIDER_MAX_STAY_HOURS,
  TimeZone,
  type UpdateAccessServer,
} from '@garita/contract';
import { z } from 'zod';

export const PHOTO_TYPES = ['photo_id', 'front_plates', 'back_plates', 'other', 'accreditation'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^-?\d+(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= limit));

/** "Providers may stay N hours": empty for no limit, else whole hours in PROVIDER_MAX_STAY_HOURS. */
const maxStayHours = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' ||
      (/^\d{1,3}$/.test(value) &&
        Number(value) >= PROVIDER_MAX_STAY_HOURS.min &&
        Number(value) <= PROVIDER_MAX_STAY_HOURS.max),
  );

export const AccessPointFormSchema = PhotoSettings.extend({
  name: z.string().trim().min(1).max(MAX_NAME),
  venue_name: z.string().trim().max(MAX_NAME),
  address: z.string().trim().max(MAX_TEXT),
  latitude: coordinate(90),
  longitude: coordinate(180),
  time_zone: TimeZone,
  provider_max_stay_hours: maxStayHours,
}).superRefine((values, ctx) => {
  if (values.latitude === '' && values.longitude !== '')
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'required with a longitude' });
  if (values.longitude === '' && values.latitude !== '')
    ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'required with a latitude' });
});
export type AccessPointFormInput = z.input<typeof AccessPointFormSchema>;
export type AccessPointFormValues = z.output<typeof AccessPointFormSchema>;
export type AccessPointField = keyof AccessPointFormInput;

const NO_PHOTOS = { photo_id: false, front_plates: false, back_plates: false, other: false, accreditation: false };

/** The form of an access point, or of a new one on the network's clock. */
export function accessPointFormFrom(point: AccessServer | null, defaultTimeZone: string): AccessPointFormInput {
  if (!point)
    return {
      name: '',
      venue_name: '',
      address: '',
      latitude: '',
      longitude: '',
      time_zone: defaultTimeZone,
      provider_max_stay_hours: '',
      ...NO_PHOTOS,
    };
  return {
    name: point.name,
    venue_name: point.venue_name,
    address: point.address,
    latitude: point.latitude === null ? '' : String(point.latitude),
    longitude: point.longitude === null ? '' : String(point.longitude),
    time_zone: point.time_zone,
    provider_max_stay_hours: point.provider_max_stay_hours === null ? '' : String(point.provider_max_stay_hours),
    ...point.settings,
  };
}

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

export function accessPointBody(values: AccessPointFormValues): CreateAccessServer & UpdateAccessServer {
  const { name, venue_name, address, latitude, longitude, time_zone, provider_max_stay_hours, ...settings } = values;
  return {
    access_server: {
      name,
      // Left empty: the network's name, as the server does for a new point.
      ...(venue_name ? { venue_name } : {}),
      address,
      latitude: numberOrNull(latitude),
      longitude: numberOrNull(longitude),
      time_zone,
      provider_max_stay_hours: numberOrNull(provider_max_stay_hours),
    },
    settings,
  };
}

/** The form field a server complaint's path (`access_server.latitude`, `settings.photo_id`) is about. */
export function accessPointFieldOf(path: string): AccessPointField | undefined {
  const last = path.split('.').pop() ?? '';
  const fields: readonly string[] = Object.keys(accessPointFormFrom(null, 'UTC'));
  return fields.includes(last) ? (last as AccessPointField) : undefined;
}
