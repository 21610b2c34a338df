// The namespaces beyond the login screen's (core.ts), in Spanish: a chunk of its own that i18next's loader
// (lib/i18n.ts) fetches when a signed-in screen or a public page first needs it (docs/web.md, "Chunks and caching").

import esAccessPoints from './es/access-points.json';
import esAudit from './es/audit.json';
import esDevices from './es/devices.json';
import esEvents from './es/events.json';
import esFavorites from './es/favorites.json';
import esIntelligence from './es/intelligence.json';
import esNetworkSettings from './es/network-settings.json';
import esPrivacy from './es/privacy.json';
import esProvider from './es/provider.json';
import esPublicInvitation from './es/public-invitation.json';
import esRegister from './es/register.json';
import esRetention from './es/retention.json';
import esSetup from './es/setup.json';
import esShare from './es/share.json';
import esUnits from './es/units.json';
import esUsers from './es/users.json';
import esWatchlist from './es/watchlist.json';
import esWebhooks from './es/webhooks.json';
import type { rest as english } from './rest-en.ts';

/** Typed against English so a key missing in Spanish fails the type check as well as the test. */
export const rest: typeof english = {
  users: esUsers,
  units: esUnits,
  'access-points': esAccessPoints,
  register: esRegister,
  'public-invitation': esPublicInvitation,
  events: esEvents,
  favorites: esFavorites,
  provider: esProvider,
  intelligence: esIntelligence,
  setup: esSetup,
  'network-settings': esNetworkSettings,
  privacy: esPrivacy,
  retention: esRetention,
  audit: esAudit,
  share: esShare,
  webhooks: esWebhooks,
  devices: esDevices,
  watchlist: esWatchlist,
};
