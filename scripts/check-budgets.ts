// The JavaScript budgets of the first screens (issue 16, docs/web.md "Chunks and caching"), read from the built
// app's Vite manifest: a route's JavaScript is the entry chunk, every chunk it imports statically, and each lazy
// chunk the route opens (with their static imports), counted once. Sizes are gzip -9 of the files as built.
// Prints the table and exits 1 when a route is over its budget (or index.html links a style sheet, or a chunk every
// start runs lost V8's compile hint); scripts/test.sh runs it right after the build.
// `node scripts/check-budgets.ts login=100 scanner=200` (KB) checks against other budgets, e.g. to see it fail.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  /** Files the chunk refers to by URL: a worker's script is one (`new Worker(new URL(…))`). */
  assets?: string[];
};
export type Manifest = Record<string, ManifestChunk>;
export type Route = {
  budgetKb: number;
  /**
   * At most this many JavaScript files: each is a request, and a phone's browser makes six at a time to one host
   * over HTTP/1.1 (the shell's libraries are one chunk for this: apps/web/vite.config.ts).
   */
  maxFiles?: number;
  lazy: string[];
  what: string;
  /**
   * A plain route (docs/web.md, "The first screens without MUI"): none of its files may hold MUI or its style
   * engine, read from the files' source maps. A static import of `@mui/*` that crept into one of its screens fails.
   */
  plain?: boolean;
  /**
   * Workers the route starts in the background once it is usable, named as built (`snapshot-check.worker`): the
   * device fetches them after the first screen, so they are not counted (as a lazy chunk the route does not list).
   */
  later?: string[];
};

const KB = 1000;
const SRC = 'src';
/** A phone's first list (plain): the shell, the shell's words and the screen (one chunk with the shell). */
function firstList(screen: string, what: string): Route {
  return {
    // 116 until the dates' wall clock through Intl instead of TZDate and date-fns's format (lib/wall-clock.ts):
    // 109.9 KB measured.
    budgetKb: 112,
    maxFiles: 9,
    plain: true,
    lazy: [`${SRC}/app/signed-in-routes.tsx`, `${SRC}/locales/shell-es.ts`, screen],
    later: ['snapshot-check.worker'],
    what,
  };
}

/**
 * Each route: its budget (gzip KB) and the lazy modules (source paths relative to apps/web) it loads before it
 * is usable. The issue's goals are 100 KB (login) and 200 KB (scanner); the budgets hold what the app reaches
 * today so it cannot grow back (docs/benchmarks.md, "The first screen", says what stands between them).
 */
export const ROUTES: Record<string, Route> = {
  // 262 until the zod-free route table (issue 16, "the first screen"), 221 until the login screen without MUI
  // (docs/web.md, "The first screens without MUI"), 136 until React's API on Preact (docs/web.md): 76.2 KB
  // measured, 2.8 KB headroom; 79 (and 15 files) until the entry's chunks became one (apps/web/vite.config.ts):
  // 74.0 KB in 2 files measured. The issue's goal is 100.
  login: { budgetKb: 76, maxFiles: 2, lazy: [], what: 'the login form (/login), signed out' },
  'public invitation': {
    // New with the plain visitor's page (docs/web.md, "The first screens without MUI"); 198 until the page loaded
    // only its link's language's words (lib/i18n-rest.ts), 180 until React's API on Preact: 120.3 KB measured,
    // 122.4 since the words come in two chunks (the shell's and the rest), 123 until the entry's chunks became one
    // and date-fns's parser left lib/dates.ts: 115.6 KB in 12 files measured; 118 until the dates' wall clock
    // through Intl instead of TZDate and date-fns's format (lib/wall-clock.ts): 112.2 KB in 12 files measured.
    budgetKb: 114,
    maxFiles: 12,
    lazy: [
      `${SRC}/features/public-invitation/components/public-invitation-page.tsx`,
      `${SRC}/locales/shell-es.ts`,
      `${SRC}/locales/rest-es.ts`,
    ],
    what: "a share link's page (/:lng/i/:uniqueId), signed out: its words (Spanish, the larger) and the QR drawing",
  },
  scanner: {
    // 445 until issue 18: the offline gate (the device's store, snapshot sync and offline decision, the banner and
    // the queue's screens) added about 5 KB gzip to the scanner's first screen (docs/benchmarks.md). 450 until no
    // zod, jsQR only as the fallback and the help dialog on demand (issue 16), 364 until the plain first screen's
    // components (they replaced MUI's in the shell too), 358 until only the app's language's words
    // (lib/i18n-rest.ts), 340 until the result screen loaded after the camera's (camera-screen.tsx), 322 until
    // React's API on Preact, 264 until the access point's select, the typed code's field and the route's tooltips
    // without MUI (components/forms/plain-fields.tsx, components/tip.tsx), 234 until the shell's words apart from
    // the other screens' (locales/shell-es.ts), the profile overlay on first opening and the offline line's time
    // without date-fns: 199.3 KB measured, the issue's goal being 200; 200 (and 50 files) until the shell's
    // libraries came in one chunk (apps/web/vite.config.ts): 186.0 KB and 35 files measured; 187 (35 files) until
    // the phone's shell, gate choice and camera without MUI, in the chunk groups of apps/web/vite.config.ts:
    // 135.5 KB in 15 files measured; 138 until the dates' wall clock through Intl instead of TZDate and date-fns's
    // format (lib/wall-clock.ts): 131.7 KB in 15 files measured.
    budgetKb: 134,
    maxFiles: 15,
    plain: true,
    lazy: [
      `${SRC}/app/signed-in-routes.tsx`,
      `${SRC}/locales/shell-es.ts`,
      `${SRC}/features/gate/scanner/gate-selection-screen.tsx`,
      `${SRC}/features/gate/scanner/camera-screen.tsx`,
      `${SRC}/features/gate/lib/qr-decoder.ts`,
    ],
    // The offline snapshot's check (zod and the contract's schemas) starts when the first snapshot arrives, after
    // the screen is usable: a lazy chunk until it moved into a worker (docs/web.md), so not counted then either.
    later: ['snapshot-check.worker'],
    what: "the guard's scanner: shell, the shell's words (Spanish, the larger), gate choice, camera screen, QR decoder (its worker)",
  },
  // New with the plain phone shell and lists (docs/web.md, "The first screens without MUI"): before, the
  // invitations loaded the shell's MUI chunk, MUI's cards and every screen's words, 184 KB in 52 files; both are
  // the same chunks now, 113.7 KB in 9 files measured.
  invitations: firstList(
    `${SRC}/features/invitations/components/invitations-screen.tsx`,
    "a host's invitations on a phone: shell, the shell's words (Spanish), the list",
  ),
  logbook: firstList(
    `${SRC}/features/logbook/components/logbook-screen.tsx`,
    "the logbook on a phone (a guard's first list): shell, the shell's words (Spanish), the list",
  ),
};

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** The sources a built file's source map names (none without a map). */
function mapSources(dir: string, file: string): string[] {
  const map = path.join(dir, `${file}.map`);
  if (!fs.existsSync(map)) return [];
  return (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

/**
 * A module's manifest key: its source path when it is a chunk's own entry, else the shared chunk named after it
 * (a module both imported and lazily loaded becomes `_name-HASH.js`), else the one chunk whose source map holds
 * it (a module in one of the build's groups, apps/web/vite.config.ts).
 */
function keyOf(manifest: Manifest, module: string, dir: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const shared = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]?.name === name);
  if (shared.length === 1) return shared[0] as string;
  const holders = Object.keys(manifest).filter((key) =>
    mapSources(dir, manifest[key]?.file ?? '').some((source) => source.endsWith(`/${module}`)),
  );
  if (holders.length !== 1)
    throw new Error(`${module} is not in the build manifest: was it renamed, or no longer lazy?`);
  return holders[0] as string;
}

/** Every chunk key the given modules need: their chunks and those chunks' static imports, transitively. */
function closure(manifest: Manifest, modules: string[], dir: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(keyOf(manifest, module, dir));
  return seen;
}

/**
 * The JavaScript a route needs: the entries', and its lazy modules' with their static imports and workers, but
 * the workers it starts `later`.
 */
export function routeSizes(
  manifest: Manifest,
  lazy: string[],
  dir: string,
  later: string[] = [],
): { files: number; raw: number; gzip: number; scripts: string[] } {
  const isLater = (file: string) => later.some((name) => path.basename(file).startsWith(`${name}-`));
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  let raw = 0;
  let gzip = 0;
  const scripts = new Set<string>();
  for (const key of closure(manifest, [...entries, ...lazy], dir)) {
    // A worker's script is the route's JavaScript too (the QR decoder's): the device downloads it to read a code.
    for (const file of [manifest[key]?.file ?? '', ...(manifest[key]?.assets ?? [])])
      if (file.endsWith('.js') && !isLater(file)) scripts.add(file);
  }
  for (const file of scripts) {
    const content = fs.readFileSync(path.join(dir, file));
    raw += content.length;
    gzip += zlib.gzipSync(content, { level: 9 }).length;
  }
  return { files: scripts.size, raw, gzip, scripts: [...scripts] };
}

/** The libraries that make a screen MUI's: a plain route's files hold none of them. */
const MUI_SOURCES = /node_modules\/(@mui|@emotion|stylis)\//;

/** Which of `files` hold MUI, by their source maps (a file without one is taken at its word: none). */
export function filesWithMui(dir: string, files: string[]): string[] {
  return files.filter((file) => mapSources(dir, file).some((source) => MUI_SOURCES.test(source)));
}

/** The table of every route's size against its budget (KB overrides by route name), and how many are over. */
export function checkBudgets(
  dir: string,
  overrides: Record<string, number> = {},
  routes: Record<string, Route> = ROUTES,
): { table: string; over: string[] } {
  const manifestPath = path.join(dir, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`No ${manifestPath}: run \`npm run build\` first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const lines = [
    '| route | JS files | files budget | JS minified | JS gzip | budget (gzip) | |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const over: string[] = [];
  for (const [name, route] of Object.entries(routes)) {
    const budget = (overrides[name] ?? route.budgetKb) * KB;
    const size = routeSizes(manifest, route.lazy, dir, route.later);
    const mui = route.plain ? filesWithMui(dir, size.scripts) : [];
    const ok = size.gzip <= budget && size.files <= (route.maxFiles ?? Number.POSITIVE_INFINITY) && mui.length === 0;
    if (!ok) over.push(name);
    lines.push(
      `| ${name} (${route.what}) | ${size.files} | ${route.maxFiles ?? '—'} | ${kb(size.raw)} | ${kb(size.gzip)} | ${kb(budget)} | ${ok ? 'ok' : mui.length > 0 ? `MUI IN ${mui.join(', ')}` : 'OVER BUDGET'} |`,
    );
  }
  return { table: lines.join('\n'), over };
}

/** The style sheets `index.html` links: each holds the first paint until it arrives (vite.config.ts inlines them). */
export function linkedStyleSheets(dir: string): string[] {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((match) => match[0]);
}

/** V8's explicit compile hint, the first line of every chunk a start runs (apps/web/vite.config.ts, compileHints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The modules whose chunks a start runs beside the entries': the signed-in group's, and the share link's page. */
export const RUN_AT_START = [
  `${SRC}/app/signed-in-routes.tsx`,
  `${SRC}/features/public-invitation/components/public-invitation-page.tsx`,
];

/**
 * The files among the entries' and `modules`' chunks that do not start with the compile hint: without it V8
 * compiles each function on the main thread at its first call, which Lighthouse counts as blocking time (about 7
 * points on the signed-in first lists, docs/benchmarks.md). A build that puts something before it loses it.
 */
export function filesWithoutCompileHint(dir: string, modules: string[] = RUN_AT_START): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const keys = [
    ...Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    ...modules.map((module) => keyOf(manifest, module, dir)),
  ];
  return keys
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => !fs.readFileSync(path.join(dir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
}

function main(): void {
  const overrides = Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const [name = '', kb = ''] = arg.split('=');
      if (!ROUTES[name] || !/^\d+(\.\d+)?$/.test(kb)) throw new Error(`Usage: check-budgets.ts [route=KB …]: ${arg}`);
      return [name, Number(kb)];
    }),
  );
  const { table, over } = checkBudgets(dist, overrides);
  console.log(table);
  if (over.length > 0) {
    console.error(
      `\nOver the JavaScript budget, or MUI on a plain route: ${over.join(', ')} (docs/web.md, "Chunks and caching").`,
    );
    process.exitCode = 1;
  }
  const sheets = linkedStyleSheets(dist);
  if (sheets.length > 0) {
    console.error(`\nindex.html links a style sheet, which holds the first paint: ${sheets.join(' ')}`);
    process.exitCode = 1;
  }
  const unhinted = filesWithoutCompileHint(dist);
  if (unhinted.length > 0) {
    console.error(`\nA chunk every start runs lacks V8's compile hint as its first line: ${unhinted.join(' ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.main) main();
