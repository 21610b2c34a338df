// The network admin's settings of their own network (GET/PATCH /network) and its provider catalogue
// (GET/POST/PATCH/DELETE /network/providers). Rules that older systems hard-coded by network id are settings here.
import { z } from 'zod';
import { requiredText } from './common.ts';
import { MAX_PROVIDER_NAME, OPEN_GATE_WINDOW_MINUTES } from './constants.ts';
import { Role } from './enums.ts';
import { DashboardSettingsInput } from './intelligence.ts';
import { OTHER_PROVIDER } from './providers.ts';
import { PersonalDataRetentionDays, PhotoRetentionDays } from './retention.ts';
import { NetworkKind, TimeZone } from './setup.ts';

/** The dashboard address may name the network: `{uuid}` is replaced by the network's uuid. */
export const DASHBOARD_UUID_PLACEHOLDER = '{uuid}';
export function resolveDashboardUrl(template: string | null, uuid: string): string | null {
  return template === null ? null : template.replaceAll(DASHBOARD_UUID_PLACEHOLDER, uuid);
}

export const MAX_CTPAT_FORM_URL = 2000;
/** The CTPAT form a custom attribute named `ctpat` opens in a frame: https only (the CSP frames nothing else). */
export const CtpatFormUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
  z
    .url({ protocol: /^https$/ })
    .max(MAX_CTPAT_FORM_URL)
    .nullable(),
);

/** Maximum active users per role; a role left out has no limit. */
export const UserLimits = z.partialRecord(Role, z.number().int().min(0).max(1_000_000));
export type UserLimits = z.infer<typeof UserLimits>;

export const NetworkSettings = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  kind: NetworkKind,
  /** The network's default zone: a new access point starts on it. */
  time_zone: z.string(),
  force_multiple_access: z.boolean(),
  id_back_photo: z.boolean(),
  passback_activated_by_default: z.boolean(),
  block_antipassback: z.boolean(),
  /** As stored, possibly with `{uuid}`. */
  analytics_dashboard_url: z.string().nullable(),
  /** The address the Intelligence frame loads: the template with the uuid filled in. */
  dashboard_url: z.string().nullable(),
  user_limits: UserLimits,
  open_gate_window_minutes: z.number().int(),
  /** Days photos are kept (docs/privacy.md). */
  photo_retention_days: z.number().int(),
  /** Days visitors' personal data is kept after a visit or an invitation ended (docs/privacy.md). */
  personal_data_retention_days: z.number().int(),
  providers_enabled: z.boolean(),
  custom_attributes_enabled: z.boolean(),
  favorites_enabled: z.boolean(),
  /** The https form a custom attribute named `ctpat` opens in a framed dialog (docs/invitations.md). */
  ctpat_form_url: z.string().nullable(),
});
export type NetworkSettings = z.infer<typeof NetworkSettings>;

/** PATCH /network: only the fields sent change. */
export const UpdateNetworkSettings = z.object({
  name: requiredText(120).optional(),
  kind: NetworkKind.optional(),
  time_zone: TimeZone.optional(),
  force_multiple_access: z.boolean().optional(),
  id_back_photo: z.boolean().optional(),
  passback_activated_by_default: z.boolean().optional(),
  block_antipassback: z.boolean().optional(),
  analytics_dashboard_url: DashboardSettingsInput.shape.analytics_dashboard_url.optional(),
  user_limits: UserLimits.optional(),
  open_gate_window_minutes: z
    .number()
    .int()
    .min(OPEN_GATE_WINDOW_MINUTES.min)
    .max(OPEN_GATE_WINDOW_MINUTES.max)
    .optional(),
  /** Not longer than the personal-data window (the one sent, else the stored one): 422 otherwise. */
  photo_retention_days: PhotoRetentionDays.optional(),
  personal_data_retention_days: PersonalDataRetentionDays.optional(),
  providers_enabled: z.boolean().optional(),
  custom_attributes_enabled: z.boolean().optional(),
  favorites_enabled: z.boolean().optional(),
  ctpat_form_url: CtpatFormUrl.optional(),
});
export type UpdateNetworkSettings = z.infer<typeof UpdateNetworkSettings>;

/** A provider's stored key: what access keys and logbook rows keep (lower-case letters, digits, _). */
export const ProviderName = z
  .string()
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9_]{0,58}[a-z0-9])?$/, 'lower-case letters, digits and _')
  .refine((name) => name !== OTHER_PROVIDER.name, `"${OTHER_PROVIDER.name}" is reserved`);

/** 'Mercado Libre' -> 'mercado_libre', 'Domino's Pizza' -> 'dominos_pizza'. */
export function providerNameOf(displayName: string): string {
  return displayName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MAX_PROVIDER_NAME)
    .replace(/_+$/, '');
}

export const NetworkProvider = z.object({ id: z.number(), name: z.string(), display_name: z.string() });
export type NetworkProvider = z.infer<typeof NetworkProvider>;
/** The network's own providers, alphabetical; 'Otro' is not one of them: every list adds it last. */
export const NetworkProviderList = z.object({ providers: z.array(NetworkProvider) });
export type NetworkProviderList = z.infer<typeof NetworkProviderList>;

export const NewProvider = z.object({
  display_name: requiredText(MAX_PROVIDER_NAME),
  /** Derived from display_name when left out. */
  name: ProviderName.optional(),
});
export type NewProvider = z.infer<typeof NewProvider>;
export const UpdateProvider = z.object({ display_name: requiredText(MAX_PROVIDER_NAME) });
export type UpdateProvider = z.infer<typeof UpdateProvider>;
