// The signed-in shell's namespaces beyond the login screen's (core.ts), in Spanish: the header, the profile menu
// and the phone's first screens (a guard's gate choice and camera, anyone's invitations and logbook), which need no
// other words before they are usable (lib/i18n-rest.ts). Every other screen's words are in rest-es.ts.
import esAccount from './es/account.json';
import esConsole from './es/console.json';
import esDynamicKey from './es/dynamic-key.json';
import esInvitations from './es/invitations.json';
import esLogbook from './es/logbook.json';
import esProfile from './es/profile.json';
import esScanner from './es/scanner.json';
import type { shell as english } from './shell-en.ts';

/** Typed against English so a key missing in Spanish fails the type check as well as the test. */
export const shell: typeof english = {
  account: esAccount,
  console: esConsole,
  'dynamic-key': esDynamicKey,
  invitations: esInvitations,
  logbook: esLogbook,
  profile: esProfile,
  scanner: esScanner,
};
