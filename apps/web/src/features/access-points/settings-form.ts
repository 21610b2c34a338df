// The access point's settings form: its name and which photos a guard must take there (spec §3/§7).
import { type AccessServer, NewUser, PhotoSettings, type UpdateAccessServer } from '@garita/contract';
import type { z } from 'zod';

export const PHOTO_TYPES = ['photo_id', 'front_plates', 'back_plates', 'other', 'accreditation'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

export const SettingsFormSchema = PhotoSettings.extend({ name: NewUser.shape.name });
export type SettingsFormInput = z.input<typeof SettingsFormSchema>;
export type SettingsFormValues = z.output<typeof SettingsFormSchema>;

export function settingsFormFrom(point: AccessServer): SettingsFormInput {
  return { name: point.name, ...point.settings };
}

export function settingsBody({ name, ...settings }: SettingsFormValues): UpdateAccessServer {
  return { access_server: { name }, settings };
}
