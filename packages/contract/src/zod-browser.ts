// In a browser, zod must not compile parsers with `new Function`: the server's Content-Security-Policy forbids
// eval (docs/security.md), and zod's probe for it, run as each object schema is built, is reported as a
// violation. This module is imported first by the contract's index, so it runs before any schema exists; on the
// server (no `document`) zod keeps compiling its parsers.
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });
