// The signed-in shell's namespaces beyond the login screen's (core.ts), in English: the header, the profile menu
// and the phone's first screens (a guard's gate choice and camera, anyone's invitations and logbook), which need no
// other words before they are usable (lib/i18n-rest.ts). Every other screen's words are in rest-en.ts.
import enAccount from './en/account.json';
import enConsole from './en/console.json';
import enDynamicKey from './en/dynamic-key.json';
import enInvitations from './en/invitations.json';
import enLogbook from './en/logbook.json';
import enProfile from './en/profile.json';
import enScanner from './en/scanner.json';

export const shell = {
  account: enAccount,
  console: enConsole,
  'dynamic-key': enDynamicKey,
  invitations: enInvitations,
  logbook: enLogbook,
  profile: enProfile,
  scanner: enScanner,
};
