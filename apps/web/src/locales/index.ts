// Every translation, by language and namespace. Each key must exist in both languages (locales.test.ts).
// The app loads them in three parts (core.ts with the entry, then shell-en.ts or shell-es.ts with the signed-in
// shell and rest-en.ts or rest-es.ts with any other page: docs/web.md, "Chunks and caching"); this module joins
// them for the types and the tests.
import { core } from './core.ts';
import { rest as restEn } from './rest-en.ts';
import { rest as restEs } from './rest-es.ts';
import { shell as shellEn } from './shell-en.ts';
import { shell as shellEs } from './shell-es.ts';

export { CORE_NAMESPACES, NAMESPACES, type Namespace } from './namespaces.ts';

const en = { ...core.en, ...shellEn, ...restEn };
export type Translations = typeof en;

/** Typed against English so a key missing in Spanish fails the type check as well as the test. */
const es: Translations = { ...core.es, ...shellEs, ...restEs };

export const resources = { en, es } as const;
