// What the browser tests configure on the server, and the demo accounts they sign in with.
import type { Role } from '@garita/contract';

export const PREVIOUS_VERSION_URL = 'https://previous.garita.example/';
export const ANDROID_APP_URL = 'https://play.garita.example/app';
export const PRIVACY_NOTICE_URL = 'https://garita.example/privacy';
export const USER_MANUAL_URL = 'https://garita.example/manual';
/** An account the deployment forces into the desktop layout. */
export const FORCED_DESKTOP_EMAIL = 'admin@other.test';

/** Map tiles without any network (test machines have none): every tile is one pale pixel, as a data URL. */
export const MAP_TILE_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN49uYTAAWAAsUZue3yAAAAAElFTkSuQmCC';

export const SERVER_ENV: Record<string, string> = {
  PREVIOUS_VERSION_URL,
  ANDROID_APP_URL,
  // No iOS store link: the iOS suggestion must stay hidden.
  IOS_APP_URL: '',
  PRIVACY_NOTICE_URL,
  USER_MANUAL_URL,
  DESKTOP_MODE_EMAILS: FORCED_DESKTOP_EMAIL,
  // The suites sign in many times as the same demo accounts.
  LOGIN_LIMIT_PER_ACCOUNT: '1000',
  LOGIN_LIMIT_PER_ADDRESS: '10000',
  MAP_TILE_URL,
  // The webhooks suite's receiver listens on 127.0.0.1 (docs/webhooks.md, SSRF guard).
  WEBHOOK_ALLOW_PRIVATE: '1',
};

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS: Record<Role, string> = {
  network_admin: 'admin@demo.test',
  security_guard: 'guard@demo.test',
  host: 'host@demo.test',
  secondary_user: 'family@demo.test',
};

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

export const LOCALES = { en: 'en-US', es: 'es-MX' } as const;
export type Lang = keyof typeof LOCALES;
