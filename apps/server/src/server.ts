// Wires settings, database, mail and storage into an app; used by main.ts and by the tests.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, isLoopback } from './config.ts';
import { createDb, type Db, migrate } from './db/index.ts';
import { DEMO_PASSWORD, hasDemoAccounts, seedDemo } from './db/seed.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { hasAnyNetwork } from './repositories/networks.repository.ts';
import { localStorage } from './storage/index.ts';

/** SIGNING_SECRET, or one kept in DATA_DIR so signed photo links survive restarts of one instance. */
function signingSecret(config: Config): string {
  if (config.signingSecret) return config.signingSecret;
  const file = path.join(config.dataDir, '.signing-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface StartOptions {
  db?: Db;
  mailer?: Mailer;
  logger?: boolean | object;
  now?: () => Date;
}

export async function createServer(config: Config, options: StartOptions = {}) {
  const log = pino({ level: config.logLevel });
  const db = options.db ?? createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  let seeded = false;
  if (config.demo && !(await hasAnyNetwork(db))) {
    await seedDemo(db);
    seeded = true;
  }
  const app = await buildApp(
    {
      config,
      db,
      mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
      storage: localStorage(path.join(config.dataDir, 'photos')),
      signingSecret: signingSecret(config),
      now: options.now ?? (() => new Date()),
    },
    { logger: options.logger },
  );
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  return { app, db, seeded };
}

/**
 * Why this server must not listen where it was told, or null: the demo accounts (one password, printed in the
 * README) must not face a network unless DEMO=1 was set on purpose.
 */
export async function exposureRefusal(config: Config, db: Db): Promise<string | null> {
  if (isLoopback(config.host) || config.demoExplicit || !(await hasDemoAccounts(db))) return null;
  return [
    `Garita will not listen on HOST=${config.host}: this database holds the demo accounts (password ${DEMO_PASSWORD}),`,
    'and anyone who reaches this address could sign in with them.',
    '  - to try the demo, leave HOST unset (127.0.0.1) or set it to a loopback address;',
    '  - to show the demo to a network on purpose, set DEMO=1;',
    '  - to run a real site, start from an empty database (see "Run a real site" in the README).',
  ].join('\n');
}
