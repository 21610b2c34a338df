// Starts Garita (main.ts loads it): reads settings, opens and migrates the database, loads demo data when asked,
// refuses to expose the demo accounts to a network unasked, serves.
import { loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoAccounts } from './db/seed.ts';
import { hasAnyNetwork } from './repositories/networks.repository.ts';
import { createServer, exposureRefusal } from './server.ts';
import { scheduleOverstayCheck } from './services/overstay.ts';
import { schedulePurge } from './services/purge.service.ts';
import { installShutdown } from './shutdown.ts';

const started = performance.now();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const { app, db, seeded } = await createServer(config);
const refusal = await exposureRefusal(config, db);
if (refusal) {
  console.error(refusal);
  await app.close();
  process.exit(1);
}
// The daily purge of old photos and personal data (docs/privacy.md); PURGE_CHECK_MINUTES=0 leaves it to cron.
const stopPurge = config.purge.everyMs > 0 ? schedulePurge(app.ctx, config.purge) : async () => {};
// Providers inside longer than their access point allows (docs/overstay.md); OVERSTAY_CHECK_MINUTES=0: never.
const stopOverstay =
  config.overstayCheckMs > 0 ? scheduleOverstayCheck(app.ctx, config.overstayCheckMs) : async () => {};
// SIGTERM/SIGINT: not ready, stop accepting, finish what is in flight, close the database (shutdown.ts).
installShutdown(app, {
  timeoutMs: config.shutdownTimeoutMs,
  delayMs: config.shutdownDelayMs,
  stops: [stopOverstay, stopPurge],
});

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = `http://localhost:${port}`;
const database = config.embedded ? `embedded (${config.dataDir}/db)` : 'PostgreSQL (DATABASE_URL)';
const lines = [
  '',
  `  Garita is running at ${url}${config.apiDocs ? `   (API docs: ${url}/api/docs)` : ''}`,
  `  Database: ${database}${seeded ? ', demo data loaded' : ''}; ready in ${Math.round(performance.now() - started)} ms`,
];
// What the database holds, not what DEMO asked for: a set-up site has no demo logins to offer.
if (await hasDemoAccounts(db)) {
  lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS)
    lines.push(`    ${account.email.padEnd(20)} ${account.role}  (${account.network})`);
} else if (!(await hasAnyNetwork(db))) {
  lines.push(
    `  First run: set Garita up with \`npm run garita -- setup\` (see \`npm run garita -- help\`) or POST ${url}/api/v1/setup.`,
  );
}
console.log(`${lines.join('\n')}\n`);
