// Every setting Garita reads, taken once from the environment and validated at start-up.
// The README lists them; a bad value stops the server with a clear message instead of failing later.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => (v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional());
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4/IPv6 address, a CIDR (address/prefix) or one of proxy-addr's range names. */
export function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For) and protocol: unset, nobody (the socket's address
 * counts); a whole number, that many hops; otherwise a comma-separated list of addresses, CIDRs or
 * `loopback`/`linklocal`/`uniquelocal`. `true` ("trust anyone") is refused: it lets every client choose its address.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((v) => v.trim())
  .transform((v, ctx): false | number | string[] => {
    if (v === '' || v === '0' || v === 'false') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (v === 'true' || bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count or addresses/CIDRs of your proxies (not ${bad.join(', ') || v})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const Env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    TRUST_PROXY: trustProxy,
    API_DOCS: flag.optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl.optional(),
    DEMO: flag.optional(),
    PUBLIC_URL: optionalUrl.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SMTP_URL: optionalUrl.optional(),
    MAIL_FROM: z.string().default('Garita <no-reply@garita.local>'),
    SIGNING_SECRET: z.string().min(32).optional(),
    PHOTO_URL_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
    LOGIN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    RESET_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
    RESET_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    WEB_DIST: z.string().optional(),
    // Settings the web app reads through GET /api/v1/config.
    PREVIOUS_VERSION_URL: optionalUrl.optional(),
    ANDROID_APP_URL: optionalUrl.optional(),
    IOS_APP_URL: optionalUrl.optional(),
    PRIVACY_NOTICE_URL: optionalUrl.optional(),
    USER_MANUAL_URL: optionalUrl.optional(),
    DESKTOP_MODE_EMAILS: list,
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    GATE_DRIVER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
    // The daily purge (docs/privacy.md): from this hour of each network's clock; looked for every N minutes (0: never,
    // e.g. when `garita purge` runs from cron instead).
    PURGE_HOUR: z.coerce.number().int().min(0).max(23).default(3),
    PURGE_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
    // How often each instance looks for providers inside too long (docs/overstay.md); 0: never.
    OVERSTAY_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
    // The optional user sync to a headless CMS (docs/outbox.md, docs/spec-fidelity.md §14): both or neither.
    CMS_URL: optionalUrl.optional(),
    CMS_TOKEN: z
      .string()
      .trim()
      .transform((v) => v || undefined)
      .optional(),
    // At most a minute: a sync makes up to three calls, well inside the outbox lease (5 min, services/outbox.ts).
    CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    // Webhooks (docs/webhooks.md). 1: webhook addresses may be loopback or private (SSRF guard off; tests, a LAN).
    WEBHOOK_ALLOW_PRIVATE: flag.optional(),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
    // The wait after a failed delivery, doubling from FIRST up to MAX (30 s … 1 h by default).
    WEBHOOK_RETRY_FIRST_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
    WEBHOOK_RETRY_MAX_MS: z.coerce.number().int().min(50).max(86_400_000).default(3_600_000),
    // Running several instances (docs/deploy.md).
    // Photos in an S3-compatible bucket instead of DATA_DIR/photos: S3_BUCKET turns it on.
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalUrl.optional(),
    S3_REGION: optionalText,
    AWS_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag.optional(),
    S3_PREFIX: z.string().trim().default(''),
    // How long a stopping instance (SIGTERM/SIGINT) lets the requests in flight finish before it exits anyway.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    // …of which this long /readyz answers 503 while the instance still serves, before it stops accepting.
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    // GET /metrics answers only a request bearing this token; unset: /metrics is off (404).
    METRICS_TOKEN: z
      .string()
      .trim()
      .transform((v) => v || undefined)
      .pipe(z.string().min(16).optional())
      .optional(),
    // 0: the server does not migrate the database as it starts (`npm run garita -- migrate` does, before a roll-out).
    MIGRATE_ON_START: flag.optional(),
    // 0: no in-memory cache of sessions and scan gates (behind a transaction-mode pooler, where LISTEN does not work).
    SCAN_CACHE: flag.optional(),
  })
  .superRefine((e, ctx) => {
    if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
      const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
      });
    }
    if (!!e.CMS_URL !== !!e.CMS_TOKEN) {
      const missing = e.CMS_URL ? 'CMS_TOKEN' : 'CMS_URL';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'CMS_URL and CMS_TOKEN go together: set both or neither',
      });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

/** An address only this machine reaches: 127.0.0.0/8, ::1, localhost. 0.0.0.0 and :: are every interface. */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  const dataDir = path.resolve(e.DATA_DIR);
  const demo = e.DEMO ?? (embedded && isLoopback(e.HOST));
  return {
    port: e.PORT,
    host: e.HOST,
    /** Fastify's `trustProxy`: false (the socket's address), a hop count or the proxies' addresses. */
    trustProxy: e.TRUST_PROXY,
    /** Serve the API docs (/api/docs) to anyone: on by default only for the demo on this machine. */
    apiDocs: e.API_DOCS ?? demo,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embedded,
    // Demo data by default only for the embedded database on this machine's own address (`npm start`):
    // never on PostgreSQL, nor on a server listening to a network, unless DEMO=1 says so.
    demo,
    /** DEMO=1 was set: serving the demo accounts beyond this machine is meant. */
    demoExplicit: e.DEMO === true,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    signingSecret: e.SIGNING_SECRET,
    photoUrlTtlSeconds: e.PHOTO_URL_TTL_SECONDS,
    loginLimits: {
      perAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
      perAddress: e.LOGIN_LIMIT_PER_ADDRESS,
      windowMs: e.LOGIN_LIMIT_WINDOW_SECONDS * 1000,
    },
    resetLimits: {
      perAccount: e.RESET_LIMIT_PER_ACCOUNT,
      perAddress: e.RESET_LIMIT_PER_ADDRESS,
      windowMs: e.LOGIN_LIMIT_WINDOW_SECONDS * 1000,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    gateDriverTimeoutMs: e.GATE_DRIVER_TIMEOUT_MS,
    /** Accounts always shown the desktop layout: each user learns it about themselves (User.desktop_mode), never
     *  from the public GET /config. Compared in lower case, as emails are stored. */
    desktopModeEmails: e.DESKTOP_MODE_EMAILS.map((email) => email.trim().toLowerCase()),
    purge: { hour: e.PURGE_HOUR, everyMs: e.PURGE_CHECK_MINUTES * 60_000 },
    /** How often this instance looks for overstaying providers (services/overstay.ts); 0: never. */
    overstayCheckMs: e.OVERSTAY_CHECK_MINUTES * 60_000,
    /** The CMS that mirrors Garita's users (services/cms-sync.ts), or null: no sync, nothing queued. */
    cms:
      e.CMS_URL && e.CMS_TOKEN
        ? { url: e.CMS_URL.replace(/\/+$/, ''), token: e.CMS_TOKEN, timeoutMs: e.CMS_TIMEOUT_MS }
        : null,
    /** Webhook deliveries (services/webhooks.service.ts, docs/webhooks.md). */
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE ?? false,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryFirstMs: e.WEBHOOK_RETRY_FIRST_MS,
      retryMaxMs: Math.max(e.WEBHOOK_RETRY_MAX_MS, e.WEBHOOK_RETRY_FIRST_MS),
    },
    /** The photos' bucket (storage/index.ts), or null: photos in DATA_DIR/photos. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? e.AWS_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // A self-hosted store (an S3_ENDPOINT) rarely has a DNS name per bucket.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !!e.S3_ENDPOINT,
          prefix: e.S3_PREFIX,
        }
      : null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    metricsToken: e.METRICS_TOKEN,
    migrateOnStart: e.MIGRATE_ON_START ?? true,
    scanCache: e.SCAN_CACHE ?? true,
    web: {
      previous_version_url: e.PREVIOUS_VERSION_URL ?? null,
      android_app_url: e.ANDROID_APP_URL ?? null,
      ios_app_url: e.IOS_APP_URL ?? null,
      privacy_notice_url: e.PRIVACY_NOTICE_URL ?? null,
      user_manual_url: e.USER_MANUAL_URL ?? null,
      map_tile_url: e.MAP_TILE_URL,
      mail_enabled: e.SMTP_URL !== undefined,
    },
  };
}
