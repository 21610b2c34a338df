// The namespaces beyond the login screen's (core.ts), in English: a chunk of its own that i18next's loader
// (lib/i18n.ts) fetches when a signed-in screen or a public page first needs it (docs/web.md, "Chunks and caching").
import enAccessPoints from './en/access-points.json';
import enAudit from './en/audit.json';
import enDevices from './en/devices.json';
import enEvents from './en/events.json';
import enFavorites from './en/favorites.json';
import enIntelligence from './en/intelligence.json';
import enNetworkSettings from './en/network-settings.json';
import enPrivacy from './en/privacy.json';
import enProvider from './en/provider.json';
import enPublicInvitation from './en/public-invitation.json';
import enRegister from './en/register.json';
import enRetention from './en/retention.json';
import enSetup from './en/setup.json';
import enShare from './en/share.json';
import enUnits from './en/units.json';
import enUsers from './en/users.json';
import enWatchlist from './en/watchlist.json';
import enWebhooks from './en/webhooks.json';

export const rest = {
  users: enUsers,
  units: enUnits,
  'access-points': enAccessPoints,
  register: enRegister,
  'public-invitation': enPublicInvitation,
  events: enEvents,
  favorites: enFavorites,
  provider: enProvider,
  intelligence: enIntelligence,
  setup: enSetup,
  'network-settings': enNetworkSettings,
  privacy: enPrivacy,
  retention: enRetention,
  audit: enAudit,
  share: enShare,
  webhooks: enWebhooks,
  devices: enDevices,
  watchlist: enWatchlist,
};
