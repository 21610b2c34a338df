// Garita's command line: `npm run garita -- <command>`. Uses the server's settings (DATABASE_URL, or the embedded
// database in DATA_DIR) and migrates the database before anything else. The commands call the same services as
// the API, so a site set up here is the same as one set up in the browser.
// Exit codes: 0 done, 1 refused (already set up, invalid values, email taken), 2 wrong usage.
import { parseArgs } from 'node:util';
import { NetworkKind, NewAdmin, NewNetwork, SetupRequest } from '@garita/contract';
import { z } from 'zod';
import { type Config, loadConfig } from './config.ts';
import { createDb, type Db, migrate } from './db/index.ts';
import { AppError } from './lib/errors.ts';
import { createPurgeService } from './services/purge.service.ts';
import { createSetupService } from './services/setup.service.ts';
import { createStorage } from './storage/index.ts';

type Options = Record<string, { type: 'string'; description: string; optional?: true }>;
interface Command {
  name: string;
  summary: string;
  options: Options;
  /** null for help, which needs no database. */
  run: ((values: Record<string, string | undefined>, io: Io) => Promise<number>) | null;
}
interface Io {
  config: Config;
  db: Db;
  /** The migrations this run applied (none when the schema was already current). */
  applied: string[];
  out(line: string): void;
  err(line: string): void;
}

const SETUP_OPTIONS = {
  'network-name': { type: 'string', description: 'name of the first network (the site)' },
  kind: { type: 'string', description: `${NetworkKind.options.join(' or ')}` },
  'time-zone': { type: 'string', description: 'IANA time zone, e.g. America/Mexico_City' },
  'admin-name': { type: 'string', description: "the first network admin's name" },
  'admin-email': { type: 'string', description: "the admin's email, used to sign in" },
  'admin-password': {
    type: 'string',
    description: "the admin's password (required; or set GARITA_ADMIN_PASSWORD instead, out of the shell history)",
    optional: true,
  },
} satisfies Options;

const NETWORK_CREATE_OPTIONS = {
  name: { type: 'string', description: 'name of the new network' },
  'time-zone': { type: 'string', description: 'IANA time zone, e.g. America/Monterrey' },
  kind: { type: 'string', description: `${NetworkKind.options.join(' or ')} (default residential)`, optional: true },
  'admin-name': { type: 'string', description: "its first network admin's name" },
  'admin-email': { type: 'string', description: "the admin's email; the admin chooses a password through a link" },
} satisfies Options;

/** Prints zod issues as `--option: message`, naming the option each body path came from. */
function printIssues(io: Io, error: z.ZodError, optionOf: Record<string, string>): void {
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    io.err(`  ${optionOf[path] ? `--${optionOf[path]}` : path || 'input'}: ${issue.message}`);
  }
}

/** 409 and 422 answers of the services, as the API would give them; anything else is not ours to explain. */
function printRefusal(io: Io, what: string, error: unknown, emailOption: string): number {
  if (!(error instanceof AppError)) throw error;
  io.err(`${what} refused (${error.status} ${error.code}): ${error.message}`);
  if (error.code === 'email_taken') io.err(`  --${emailOption}: ${error.message}`);
  for (const field of error.fields ?? []) io.err(`  ${field.path}: ${field.message}`);
  return 1;
}

const PURGE_OPTIONS = {
  network: { type: 'string', description: 'only this network (its id); default every network', optional: true },
} satisfies Options;

const commands: Command[] = [
  { name: 'help', summary: 'list the commands and their options', options: {}, run: null },
  {
    name: 'migrate',
    summary:
      'bring the database schema up to date and exit (every other command does this first); for roll-outs with ' +
      'MIGRATE_ON_START=0. Safe beside running instances and other migrations: one applies, the others wait',
    options: {},
    async run(_values, io) {
      if (io.applied.length) io.out(`Applied ${io.applied.length} migrations: ${io.applied.join(', ')}.`);
      io.out('The database schema is up to date.');
      return 0;
    },
  },
  {
    name: 'setup',
    summary: 'first run: create the first network and its network admin (the same as the setup screen)',
    options: SETUP_OPTIONS,
    async run(values, io) {
      const password = values['admin-password'] ?? process.env.GARITA_ADMIN_PASSWORD;
      if (password === undefined) {
        io.err('setup: missing --admin-password (or GARITA_ADMIN_PASSWORD)');
        return 2;
      }
      const parsed = SetupRequest.safeParse({
        network: { name: values['network-name'], kind: values.kind, time_zone: values['time-zone'] },
        admin: {
          name: values['admin-name'],
          email: values['admin-email'],
          password,
        },
      });
      if (!parsed.success) {
        io.err('Setup refused (422 validation_failed):');
        printIssues(io, parsed.error, {
          'network.name': 'network-name',
          'network.kind': 'kind',
          'network.time_zone': 'time-zone',
          'admin.name': 'admin-name',
          'admin.email': 'admin-email',
          'admin.password': 'admin-password',
        });
        return 1;
      }
      try {
        const { user } = await createSetupService({ ...io, now: () => new Date() }).setup(parsed.data);
        io.out(`Garita is set up: network "${user.network.company_name}" with its admin ${user.email}.`);
        io.out(`Sign in at ${io.config.publicUrl}/login`);
        return 0;
      } catch (error) {
        return printRefusal(io, 'Setup', error, 'admin-email');
      }
    },
  },
  {
    name: 'network create',
    summary: 'add another network with its first admin, who chooses a password through a one-time link',
    options: NETWORK_CREATE_OPTIONS,
    async run(values, io) {
      const parsed = z.object({ network: NewNetwork, admin: NewAdmin.pick({ name: true, email: true }) }).safeParse({
        network: { name: values.name, kind: values.kind ?? 'residential', time_zone: values['time-zone'] },
        admin: { name: values['admin-name'], email: values['admin-email'] },
      });
      if (!parsed.success) {
        io.err('Network not created (422 validation_failed):');
        printIssues(io, parsed.error, {
          'network.name': 'name',
          'network.kind': 'kind',
          'network.time_zone': 'time-zone',
          'admin.name': 'admin-name',
          'admin.email': 'admin-email',
        });
        return 1;
      }
      try {
        const { network, admin, link } = await createSetupService({ ...io, now: () => new Date() }).createNetwork(
          parsed.data,
        );
        io.out(`Network "${network.name}" (id ${network.id}) created with its admin ${admin.email}.`);
        io.out('Send the admin this one-time link to choose a password (valid 7 days):');
        io.out(`  ${link}`);
        return 0;
      } catch (error) {
        return printRefusal(io, 'Network', error, 'admin-email');
      }
    },
  },
  {
    name: 'purge',
    summary: "run the daily purge now: delete old photos, erase old visitors' personal data (docs/privacy.md)",
    options: PURGE_OPTIONS,
    async run(values, io) {
      const network = values.network === undefined ? undefined : Number(values.network);
      if (network !== undefined && !(Number.isInteger(network) && network > 0)) {
        io.err('purge: --network is a network id (a whole number)');
        return 2;
      }
      const storage = createStorage(io.config);
      const outcome = await createPurgeService({ db: io.db, storage, now: () => new Date() }).run({
        trigger: 'cli',
        ...(network !== undefined ? { networkIds: [network] } : {}),
      });
      if (!outcome.ran) {
        io.err('Another purge is running (on this or another instance); nothing was done. Try again later.');
        return 1;
      }
      if (network !== undefined && outcome.runs.length === 0) {
        io.err(`purge: no network with id ${network}`);
        return 1;
      }
      if (outcome.runs.length === 0) io.out('Nothing to purge: there is no network yet.');
      for (const run of outcome.runs) {
        io.out(
          `Network ${run.network_id}: ${run.photos_deleted} photos deleted (${run.photo_bytes_deleted} bytes, taken before ` +
            `${run.photos_before.toISOString()}); personal data erased before ${run.personal_data_before.toISOString()}: ` +
            `${run.transactions_anonymised} logbook records, ${run.access_keys_anonymised} invitations, ` +
            `${run.watchlist_matches_anonymised} watchlist matches, ` +
            `${run.community_members_deleted} saved contacts deleted${run.error ? `; STOPPED: ${run.error}` : ''}.`,
        );
      }
      return outcome.runs.some((r) => r.error) ? 1 : 0;
    },
  },
];

function helpText(): string {
  const lines = ['Usage: npm run garita -- <command> [options]', '', 'Commands:'];
  for (const command of commands) {
    lines.push(`  ${command.name.padEnd(16)} ${command.summary}`);
    for (const [option, spec] of Object.entries(command.options))
      lines.push(`      --${option.padEnd(16)} ${spec.description}${'optional' in spec ? '' : ' (required)'}`);
  }
  lines.push(
    '',
    'Settings come from the environment, as for the server: DATABASE_URL for PostgreSQL, otherwise the',
    'embedded database in DATA_DIR (stop the server first: one process at a time may open it); PUBLIC_URL',
    'starts the links printed.',
  );
  return lines.join('\n');
}

/** The command named by the first one or two words, and the rest of the arguments. */
function findCommand(args: string[]): { command: Command; rest: string[] } | null {
  const two = args.slice(0, 2).join(' ');
  const byTwo = commands.find((c) => c.name === two);
  if (byTwo) return { command: byTwo, rest: args.slice(2) };
  const byOne = commands.find((c) => c.name === args[0]);
  return byOne ? { command: byOne, rest: args.slice(1) } : null;
}

export async function runCli(args: string[], out = console.log, err = console.error): Promise<number> {
  const found = findCommand(args.length ? args : ['help']);
  if (!found) {
    err(`Unknown command: ${args.join(' ')}\n`);
    err(helpText());
    return 2;
  }
  const { command, rest } = found;
  let values: Record<string, string | undefined>;
  try {
    const options = Object.fromEntries(Object.keys(command.options).map((name) => [name, { type: 'string' as const }]));
    values = parseArgs({ args: rest, options, strict: true, allowPositionals: false }).values as typeof values;
  } catch (error) {
    err(`${(error as Error).message}\n\nRun \`npm run garita -- help\` for the options of ${command.name}.`);
    return 2;
  }
  const missing = Object.entries(command.options)
    .filter(([name, spec]) => !('optional' in spec) && values[name] === undefined)
    .map(([name]) => `--${name}`);
  if (missing.length) {
    err(`${command.name}: missing ${missing.join(', ')}\n\nRun \`npm run garita -- help\` for the options.`);
    return 2;
  }
  if (!command.run) {
    out(helpText());
    return 0;
  }

  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    err((error as Error).message);
    return 2;
  }
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const applied = await migrate(db);
    return await command.run(values, { config, db, applied, out, err });
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) process.exitCode = await runCli(process.argv.slice(2));
