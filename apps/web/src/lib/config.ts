// Deployment settings the app reads from GET /api/v1/config (no token): store links, previous version,
// privacy notice, user manual, map tiles. (Whether an account is forced into desktop mode is the user's own
// `desktop_mode`, never public.) A missing URL hides its link.
import type { WebConfig } from '@garita/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/** The settings as GET /config answers them (the contract's WebConfig). */
export type AppConfig = WebConfig;

export const EMPTY_CONFIG: AppConfig = {
  previous_version_url: null,
  android_app_url: null,
  ios_app_url: null,
  privacy_notice_url: null,
  user_manual_url: null,
  map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mail_enabled: false,
};

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.call('config.show', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  // Failed (offline), it waits for the connection to return rather than go again with every screen that reads it.
  retryOnMount: false,
  meta: { silent: true },
});

/** The settings, or safe defaults while loading or when the call failed. */
export function useAppConfig(): { config: AppConfig; isLoading: boolean } {
  const { data, isLoading } = useQuery(configQuery);
  return { config: data ?? EMPTY_CONFIG, isLoading };
}
