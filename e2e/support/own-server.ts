// A Garita server of one test file's own, started inside the test process on a fresh embedded database
// with the demo data (or, with `{demo: false}`, empty: no network, waiting for its first run) and the settings
// of support/settings.ts. Suites use it when they must reach what the shared server (global-setup.ts, a separate
// process) keeps to itself: the mails it sends (welcome and reset links), the database (e.g. a network's user
// limits, which no API changes), or a site that is not set up yet.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@garita/contract';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/index.ts';
import type { Mail, Mailer } from '../../apps/server/src/lib/mailer.ts';
import { createServer } from '../../apps/server/src/server.ts';
import { useServer } from './server.ts';
import { SERVER_ENV } from './settings.ts';

export interface OwnServer {
  baseURL: string;
  db: Db;
  /** Every mail the server sent, oldest first. */
  mails: Mail[];
  /** `mails` once the outbox has sent what is due (mail leaves after the change's commit, docs/mail.md). */
  sentMails(): Promise<Mail[]>;
  /** Sets a network's per-role limits of active users; returns a function that puts the old ones back. */
  limitUsers(networkId: number, limits: Partial<Record<Role, number>>): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OwnServerOptions {
  /** Load the demo data (default). Without it the database is empty and GET /setup says setup is needed. */
  demo?: boolean;
}

export async function startOwnServer({ demo = true }: OwnServerOptions = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'garita-e2e-own-'));
  const DEMO = demo ? '1' : '0';
  const config = loadConfig({ ...SERVER_ENV, DATA_DIR: dataDir, DEMO, PORT: '0', LOG_LEVEL: 'silent' });
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const { app, db } = await createServer(config, { mailer, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    db,
    mails,
    async sentMails() {
      await app.ctx.outbox.kick();
      return mails;
    },
    async limitUsers(networkId, limits) {
      const before = await db
        .selectFrom('networks')
        .select('user_limits')
        .where('id', '=', networkId)
        .executeTakeFirstOrThrow();
      const set = (value: object) =>
        db
          .updateTable('networks')
          .set({ user_limits: JSON.stringify(value) })
          .where('id', '=', networkId)
          .execute();
      await set(limits);
      return async () => {
        await set(before.user_limits);
      };
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The path and query of the password link in a welcome or reset mail (to open on any base URL). */
export function passwordLinkIn(mail: Mail): string {
  const match = mail.text.match(/https?:\/\/\S+(\/reset-password\?token=[\w-]+)/);
  if (!match?.[1]) throw new Error(`no password link in the mail to ${mail.to}`);
  return match[1];
}

/** Gives the whole test file a server of its own: every support call and page of the file goes to it. Call it
 * at the top of the file, before the suites' own hooks. */
export function withOwnServer(options: OwnServerOptions = {}): () => OwnServer {
  let server: OwnServer | undefined;
  beforeAll(async () => {
    server = await startOwnServer(options);
    useServer(server.baseURL);
  }, 120_000);
  afterAll(async () => {
    useServer(null);
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the own server has not started');
    return server;
  };
}
