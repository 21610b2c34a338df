// The server's entry, as an operator starts it (`node apps/server/src/main.ts`) and `npm start` imports it: Node's
// compile cache on, then the server (serve.ts). The cache keeps the compiled code of the server's modules between
// starts, in the system's temporary folder (NODE_COMPILE_CACHE names another), checked against each file's
// contents: about a third less CPU spent loading them (docs/benchmarks.md, "Start-up"). It must be on before they
// load, so serve.ts is imported after it, not beside it.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./serve.ts');
