// Every translation, by language and namespace. Each key must exist in both languages (locales.test.ts).
import enAccessPoints from './en/access-points.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enIntelligence from './en/intelligence.json';
import enLogbook from './en/logbook.json';
import enNav from './en/nav.json';
import enProfile from './en/profile.json';
import enRegister from './en/register.json';
import enScanner from './en/scanner.json';
import enUnits from './en/units.json';
import enUsers from './en/users.json';
import esAccessPoints from './es/access-points.json';
import esAuth from './es/auth.json';
import esCommon from './es/common.json';
import esErrors from './es/errors.json';
import esIntelligence from './es/intelligence.json';
import esLogbook from './es/logbook.json';
import esNav from './es/nav.json';
import esProfile from './es/profile.json';
import esRegister from './es/register.json';
import esScanner from './es/scanner.json';
import esUnits from './es/units.json';
import esUsers from './es/users.json';

export const NAMESPACES = [
  'common',
  'auth',
  'nav',
  'profile',
  'errors',
  'users',
  'units',
  'access-points',
  'scanner',
  'register',
  'logbook',
  'intelligence',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const en = {
  common: enCommon,
  auth: enAuth,
  nav: enNav,
  profile: enProfile,
  errors: enErrors,
  users: enUsers,
  units: enUnits,
  'access-points': enAccessPoints,
  scanner: enScanner,
  register: enRegister,
  logbook: enLogbook,
  intelligence: enIntelligence,
};
export type Translations = typeof en;

/** Typed against English so a key missing in Spanish fails the type check as well as the test. */
const es: Translations = {
  common: esCommon,
  auth: esAuth,
  nav: esNav,
  profile: esProfile,
  errors: esErrors,
  users: esUsers,
  units: esUnits,
  'access-points': esAccessPoints,
  scanner: esScanner,
  register: esRegister,
  logbook: esLogbook,
  intelligence: esIntelligence,
};

export const resources = { en, es } as const;
