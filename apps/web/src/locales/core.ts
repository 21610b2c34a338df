// The translations the signed-out screens need (login, the app frame, errors), in both languages: part of the
// entry chunk, so the first screen has its words without another request (docs/web.md, "Chunks and caching").

import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enLive from './en/live.json';
import enNav from './en/nav.json';
import enTextInput from './en/text-input.json';
import esAuth from './es/auth.json';
import esCommon from './es/common.json';
import esErrors from './es/errors.json';
import esLive from './es/live.json';
import esNav from './es/nav.json';
import esTextInput from './es/text-input.json';

const en = {
  common: enCommon,
  auth: enAuth,
  errors: enErrors,
  nav: enNav,
  'text-input': enTextInput,
  live: enLive,
};

/** Typed against English so a key missing in Spanish fails the type check as well as the test. */
const es: typeof en = {
  common: esCommon,
  auth: esAuth,
  errors: esErrors,
  nav: esNav,
  'text-input': esTextInput,
  live: esLive,
};

export const core = { en, es } as const;
