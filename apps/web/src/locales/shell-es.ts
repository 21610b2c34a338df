// The signed-in shell's namespaces beyond the login screen's (core.ts), in Spanish: the header, the profile menu
// and the guard's scanner route (gate choice and camera), which need no other words before they are usable
// (lib/i18n-rest.ts). Every other screen's words are in rest-es.ts.
import esAccount from './es/account.json';
import esConsole from './es/console.json';
import esDynamicKey from './es/dynamic-key.json';
import esProfile from './es/profile.json';
import esScanner from './es/scanner.json';
import type { shell as english } from './shell-en.ts';

/** Typed against English so a key missing in Spanish fails the type check as well as the test. */
export const shell: typeof english = {
  account: esAccount,
  console: esConsole,
  'dynamic-key': esDynamicKey,
  profile: esProfile,
  scanner: esScanner,
};
