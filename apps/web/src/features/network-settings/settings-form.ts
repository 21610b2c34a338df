// The network's settings form (GET/PATCH /network): its name, kind and default clock, the access rules, the
// open-gate window, user limits per role (empty: no limit), the analytics dashboard address, which may name the
// network with {uuid}, the capability flags (spec §6) and the https address of the CTPAT form.
import {
  MAX_NAME,
  NetworkKind,
  type NetworkSettings,
  OPEN_GATE_WINDOW_MINUTES,
  ROLES,
  type Role,
  TimeZone,
  type UpdateNetworkSettings,
} from '@garita/contract';
import { z } from 'zod';

export const LIMIT_ROLES: readonly Role[] = ROLES;
export const RULES = [
  'force_multiple_access',
  'id_back_photo',
  'passback_activated_by_default',
  'block_antipassback',
] as const;
/** The capability flags (spec §6): one switch per feature the network may not use. */
export const FEATURES = ['providers_enabled', 'custom_attributes_enabled', 'favorites_enabled'] as const;

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value.replaceAll('{uuid}', 'uuid')).protocol);
  } catch {
    return false;
  }
};
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max);

export const NetworkFormSchema = z.object({
  name: z.string().trim().min(1).max(MAX_NAME),
  kind: NetworkKind,
  time_zone: TimeZone,
  force_multiple_access: z.boolean(),
  id_back_photo: z.boolean(),
  passback_activated_by_default: z.boolean(),
  block_antipassback: z.boolean(),
  open_gate_window_minutes: wholeNumber(OPEN_GATE_WINDOW_MINUTES.min, OPEN_GATE_WINDOW_MINUTES.max),
  analytics_dashboard_url: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || isHttpUrl(value)),
  providers_enabled: z.boolean(),
  custom_attributes_enabled: z.boolean(),
  favorites_enabled: z.boolean(),
  ctpat_form_url: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || isHttpsUrl(value)),
  user_limits: z.record(
    z.string(),
    z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{1,7}$/.test(value)),
  ),
});
export type NetworkFormInput = z.input<typeof NetworkFormSchema>;
export type NetworkFormValues = z.output<typeof NetworkFormSchema>;

export function networkFormFrom(network: NetworkSettings): NetworkFormInput {
  return {
    name: network.name,
    kind: network.kind,
    time_zone: network.time_zone,
    force_multiple_access: network.force_multiple_access,
    id_back_photo: network.id_back_photo,
    passback_activated_by_default: network.passback_activated_by_default,
    block_antipassback: network.block_antipassback,
    open_gate_window_minutes: String(network.open_gate_window_minutes),
    analytics_dashboard_url: network.analytics_dashboard_url ?? '',
    providers_enabled: network.providers_enabled,
    custom_attributes_enabled: network.custom_attributes_enabled,
    favorites_enabled: network.favorites_enabled,
    ctpat_form_url: network.ctpat_form_url ?? '',
    user_limits: Object.fromEntries(LIMIT_ROLES.map((role) => [role, String(network.user_limits[role] ?? '')])),
  };
}

export function networkBody(values: NetworkFormValues): UpdateNetworkSettings {
  const limits: Partial<Record<Role, number>> = {};
  for (const role of LIMIT_ROLES) {
    const value = values.user_limits[role] ?? '';
    if (value !== '') limits[role] = Number(value);
  }
  return {
    name: values.name,
    kind: values.kind,
    time_zone: values.time_zone,
    force_multiple_access: values.force_multiple_access,
    id_back_photo: values.id_back_photo,
    passback_activated_by_default: values.passback_activated_by_default,
    block_antipassback: values.block_antipassback,
    open_gate_window_minutes: Number(values.open_gate_window_minutes),
    analytics_dashboard_url: values.analytics_dashboard_url === '' ? null : values.analytics_dashboard_url,
    providers_enabled: values.providers_enabled,
    custom_attributes_enabled: values.custom_attributes_enabled,
    favorites_enabled: values.favorites_enabled,
    ctpat_form_url: values.ctpat_form_url === '' ? null : values.ctpat_form_url,
    user_limits: limits,
  };
}

/** The dashboard address the Intelligence screen would load with this template. */
export function dashboardPreview(template: string, uuid: string): string {
  return template.trim().replaceAll('{uuid}', uuid);
}

/** The form field of a refused body value (`user_limits.host`, see lib/field-errors.ts). */
export function networkFieldOf(path: string): keyof NetworkFormInput | `user_limits.${string}` | undefined {
  const parts = path.split('.');
  if (parts[0] === 'user_limits' && parts[1]) return `user_limits.${parts[1]}`;
  const fields: readonly string[] = Object.keys(NetworkFormSchema.shape);
  return parts[0] && fields.includes(parts[0]) ? (parts[0] as keyof NetworkFormInput) : undefined;
}
