import type { NetworkSettings } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { dashboardPreview, NetworkFormSchema, networkBody, networkFieldOf, networkFormFrom } from './settings-form.ts';

const network: NetworkSettings = {
  id: 1,
  uuid: 'f3c1',
  name: 'Las Palmas',
  kind: 'residential',
  time_zone: 'America/Mexico_City',
  force_multiple_access: false,
  id_back_photo: true,
  passback_activated_by_default: true,
  block_antipassback: false,
  analytics_dashboard_url: null,
  dashboard_url: null,
  user_limits: { host: 200 },
  open_gate_window_minutes: 5,
  photo_retention_days: 30,
  personal_data_retention_days: 365,
  providers_enabled: true,
  custom_attributes_enabled: false,
  favorites_enabled: true,
  ctpat_form_url: null,
};

describe('network settings form', () => {
  it('sends every setting back, limits as numbers and an empty one as no limit', () => {
    const values = NetworkFormSchema.parse({
      ...networkFormFrom(network),
      open_gate_window_minutes: '10',
      analytics_dashboard_url: 'https://bi.example/d/{uuid}',
      user_limits: { ...networkFormFrom(network).user_limits, security_guard: '12', host: '' },
      favorites_enabled: false,
      ctpat_form_url: ' https://ctpat.example/form ',
    });
    expect(networkBody(values)).toEqual({
      name: 'Las Palmas',
      kind: 'residential',
      time_zone: 'America/Mexico_City',
      force_multiple_access: false,
      id_back_photo: true,
      passback_activated_by_default: true,
      block_antipassback: false,
      open_gate_window_minutes: 10,
      analytics_dashboard_url: 'https://bi.example/d/{uuid}',
      providers_enabled: true,
      custom_attributes_enabled: false,
      favorites_enabled: false,
      ctpat_form_url: 'https://ctpat.example/form',
      user_limits: { security_guard: 12 },
    });
    expect(networkBody(NetworkFormSchema.parse(networkFormFrom(network))).ctpat_form_url).toBeNull();
    expect(dashboardPreview('https://bi.example/d/{uuid}', 'f3c1')).toBe('https://bi.example/d/f3c1');
  });

  it('refuses a window out of range, a limit that is not a whole number and a dashboard that is not http(s)', () => {
    const base = networkFormFrom(network);
    const paths = (change: Partial<typeof base>) =>
      NetworkFormSchema.safeParse({ ...base, ...change }).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ open_gate_window_minutes: '0' })).toEqual(['open_gate_window_minutes']);
    expect(paths({ open_gate_window_minutes: '121' })).toEqual(['open_gate_window_minutes']);
    expect(paths({ user_limits: { ...base.user_limits, host: '1.5' } })).toEqual(['user_limits.host']);
    expect(paths({ analytics_dashboard_url: 'ftp://bi.example' })).toEqual(['analytics_dashboard_url']);
    expect(paths({ analytics_dashboard_url: '' })).toBeUndefined();
    // The CTPAT form opens in a frame, which the CSP allows over https only.
    expect(paths({ ctpat_form_url: 'http://ctpat.example/form' })).toEqual(['ctpat_form_url']);
    expect(paths({ ctpat_form_url: 'ctpat.example' })).toEqual(['ctpat_form_url']);
    expect(networkFieldOf('user_limits.host')).toBe('user_limits.host');
    expect(networkFieldOf('analytics_dashboard_url')).toBe('analytics_dashboard_url');
  });
});
