// Wires settings, database, mail and storage into an app; used by main.ts and by the tests.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { createDb, type Db, migrate } from './db/index.ts';
import { seedDemo } from './db/seed.ts';
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
