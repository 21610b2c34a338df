// Wires settings, database, mail and storage into an app; used by main.ts and by the tests.

import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, isLoopback } from './config.ts';
import { createDb, type Db, migrate } from './db/index.ts';
import { DEMO_PASSWORD, hasDemoAccounts, seedDemo } from './db/seed.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { hasAnyNetwork } from './repositories/networks.repository.ts';
import { sharedSecret } from './repositories/server-secrets.repository.ts';
import { createStorage } from './storage/index.ts';

/**
 * SIGNING_SECRET, or the one kept in the database (created by the first instance that starts), so every instance
 * on one database signs and accepts the same photo links (docs/deploy.md, "The signing secret").
 */
async function signingSecret(config: Config, db: Db): Promise<string> {
  if (config.signingSecret) return config.signingSecret;
  try {
    return await sharedSecret(db, 'photo_url_signing', randomBytes(32).toString('hex'));
  } catch (error) {
    throw new Error(
      "The photo links' signing secret is not in the database yet: run `npm run garita -- migrate` " +
        `(or start with MIGRATE_ON_START=1), or set SIGNING_SECRET. (${(error as Error).message})`,
    );
  }
}

export interface StartOptions {
  db?: Db;
  mailer?: Mailer;
  logger?: boolean | object;
  now?: () => Date;
  /** The live hub's safety poll (app.ts BuildOptions). */
  liveSafetyPollMs?: number;
}

export async function createServer(config: Config, options: StartOptions = {}) {
  const log = pino({ level: config.logLevel });
  const db = options.db ?? createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // MIGRATE_ON_START=0: `npm run garita -- migrate` runs before a roll-out; /readyz answers 503 until it has.
  if (config.migrateOnStart) await migrate(db);
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
      storage: createStorage(config),
      signingSecret: await signingSecret(config, db),
      now: options.now ?? (() => new Date()),
    },
    { logger: options.logger, liveSafetyPollMs: options.liveSafetyPollMs },
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
