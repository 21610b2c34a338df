// Network rows -> the admin's settings shape (GET/PATCH /network).
import { type NetworkSettings, resolveDashboardUrl } from '@garita/contract';
import type { NetworkRow } from '../db/schema.ts';

export const presentNetworkSettings = (n: NetworkRow): NetworkSettings => ({
  id: n.id,
  uuid: n.uuid,
  name: n.name,
  kind: n.kind,
  time_zone: n.time_zone,
  force_multiple_access: n.force_multiple_access,
  id_back_photo: n.id_back_photo,
  passback_activated_by_default: n.passback_activated_by_default,
  block_antipassback: n.block_antipassback,
  analytics_dashboard_url: n.analytics_dashboard_url,
  dashboard_url: resolveDashboardUrl(n.analytics_dashboard_url, n.uuid),
  user_limits: n.user_limits,
  open_gate_window_minutes: n.open_gate_window_minutes,
  photo_retention_days: n.photo_retention_days,
  personal_data_retention_days: n.personal_data_retention_days,
  providers_enabled: n.providers_enabled,
  custom_attributes_enabled: n.custom_attributes_enabled,
  favorites_enabled: n.favorites_enabled,
  ctpat_form_url: n.ctpat_form_url,
});
