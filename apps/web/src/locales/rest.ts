// Every other namespace, in both languages: its own chunk, loaded with the signed-in routes and the public pages
// (lib/i18n-rest.ts) so the login screen does not download them (docs/web.md, "Chunks and caching").

import enAccessPoints from './en/access-points.json';
import enAccount from './en/account.json';
import enAudit from './en/audit.json';
import enConsole from './en/console.json';
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
import esAccessPoints from './es/access-points.json';
import esAccount from './es/account.json';
import esAudit from './es/audit.json';
import esConsole from './es/console.json';
import esDynamicKey from './es/dynamic-key.json';
import esEvents from './es/events.json';
import esFavorites from './es/favorites.json';
import esIntelligence from './es/intelligence.json';
import esInvitations from './es/invitations.json';
import esLogbook from './es/logbook.json';
import esNetworkSettings from './es/network-settings.json';
import esPrivacy from './es/privacy.json';
import esProfile from './es/profile.json';
import esProvider from './es/provider.json';
import esPublicInvitation from './es/public-invitation.json';
import esRegister from './es/register.json';
import esRetention from './es/retention.json';
import esScanner from './es/scanner.json';
import esSetup from './es/setup.json';
import esShare from './es/share.json';
import esUnits from './es/units.json';
import esUsers from './es/users.json';

const en = {
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
};

/** Typed against English so a key missing in Spanish fails the type check as well as the test. */
const es: typeof en = {
  profile: esProfile,
  users: esUsers,
  units: esUnits,
  'access-points': esAccessPoints,
  scanner: esScanner,
  register: esRegister,
  logbook: esLogbook,
  'public-invitation': esPublicInvitation,
  'dynamic-key': esDynamicKey,
  events: esEvents,
  favorites: esFavorites,
  invitations: esInvitations,
  console: esConsole,
  provider: esProvider,
  intelligence: esIntelligence,
  setup: esSetup,
  'network-settings': esNetworkSettings,
  account: esAccount,
  privacy: esPrivacy,
  retention: esRetention,
  audit: esAudit,
  share: esShare,
};

export const rest = { en, es } as const;
