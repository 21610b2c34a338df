// The namespaces beyond the login screen's (core.ts), in English: a chunk of its own that i18next's loader
// (lib/i18n.ts) fetches when a signed-in screen or a public page first needs it (docs/web.md, "Chunks and caching").
import enAccessPoints from './en/access-points.json';
import enAccount from './en/account.json';
import enAudit from './en/audit.json';
import enConsole from './en/console.json';
import enDevices from './en/devices.json';
import enDynamicKey from './en/dynamic-key.json';
import enEvents from './en/events.json';
import enFavorites from './en/favorites.json';
import enIntelligence from './en/intelligence.json';
import enInvitations from './en/invitations.json';
import enLogbook from './en/logbook.json';
import enNetworkSettings from './en/network-settings.json';
import enPrivacy from './en/privacy.json';
import enProfile from './en/profile.json';
import enProvider from './en/provider.json';
import enPublicInvitation from './en/public-invitation.json';
import enRegister from './en/register.json';
import enRetention from './en/retention.json';
import enScanner from './en/scanner.json';
import enSetup from './en/setup.json';
import enShare from './en/share.json';
import enUnits from './en/units.json';
import enUsers from './en/users.json';
import enWatchlist from './en/watchlist.json';
import enWebhooks from './en/webhooks.json';

export const rest = {
  profile: enProfile,
  users: enUsers,
  units: enUnits,
  'access-points': enAccessPoints,
  scanner: enScanner,
  register: enRegister,
  logbook: enLogbook,
  'public-invitation': enPublicInvitation,
  'dynamic-key': enDynamicKey,
  events: enEvents,
  favorites: enFavorites,
  invitations: enInvitations,
  console: enConsole,
  provider: enProvider,
  intelligence: enIntelligence,
  setup: enSetup,
  'network-settings': enNetworkSettings,
  account: enAccount,
  privacy: enPrivacy,
  retention: enRetention,
  audit: enAudit,
  share: enShare,
  webhooks: enWebhooks,
  devices: enDevices,
  watchlist: enWatchlist,
};
