// In a browser, zod must not compile parsers with `new Function`: the server's Content-Security-Policy forbids
// eval (docs/security.md), and zod's probe for it, run as each object schema is built, is reported as a
// violation. This module runs before any schema exists (the contract's index imports it first, and the web's entry
// imports it before anything else); on the server (neither a page nor a worker) zod keeps compiling its parsers.
//
// It sets zod's global settings without importing zod: zod keeps them on `globalThis.__zod_globalConfig` (shared by
// every copy of zod, created by the first one loaded, zod/v4/core/core.js) and `config()` writes there, so the web's
// first screen needs none of zod's code for this. zod-browser.test.ts checks that zod reads what this writes.
import type { config } from 'zod/v4/core';

type ZodGlobalConfig = ReturnType<typeof config>;

/** Turns zod's parser compilation off (no eval) in a browser; does nothing elsewhere. */
export function setJitlessZod(inBrowser: boolean): void {
  if (!inBrowser) return;
  const holder = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

// A page has a document; a worker's scope (the offline snapshot's check) has none, but the same policy.
setJitlessZod(typeof document !== 'undefined' || 'WorkerGlobalScope' in globalThis);
