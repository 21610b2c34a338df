// Vite build of the web app into apps/web/dist (served by apps/server); in development `/api` goes to the server.
// The build also writes its manifest (scripts/check-budgets.ts reads it) and a brotli and a gzip copy of every
// text file worth compressing, which the server sends as they are (docs/web.md, "Chunks and caching").
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputChunk, RenderedChunk } from 'rolldown';
import { build, defineConfig, type Plugin, type PluginOption, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// The app's languages: start pages in each, with its words (src/locales/shell-*.ts, rest-*.ts).
import { LANGUAGES } from './src/lib/language.ts';

const apiTarget = process.env.GARITA_API_URL ?? 'http://localhost:3000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text the browser downloads; source maps and the manifest are not worth it (nobody's first screen). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/;
const NOT_SHIPPED = /(\.map|manifest\.json)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every compressible output file. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'garita-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !NOT_SHIPPED.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = fs.readFileSync(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          fs.writeFileSync(`${file}.br`, br);
          fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The entry's style sheet inside index.html instead of linked (docs/web.md, "Chunks and caching"): a linked sheet
 * holds the first paint until it arrives, queued behind the entry's scripts on a slow phone (bench/first-paint.ts,
 * slow 4G: the splash at 2.2 s linked, 1.2 s inline). It is the plain screens' and the shell's rules, about 3 KB
 * compressed; the lazy screens' sheets stay files, loaded with their chunks. scripts/check-budgets.ts fails a
 * build whose index.html links a sheet again.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'garita-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has put the build's tags in.
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle?.[file];
          if (asset?.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          return css.includes('</style') ? tag : `<style>${css}</style>`;
        });
      },
    },
  };
}

/**
 * index.html's early question for signed-out starts (`GET /api/v1/setup`), which a signed-in start never asks, with
 * the comment above it.
 */
const SETUP_PRELOAD = /(?:[ \t]*<!--(?:(?!-->)[\s\S])*-->\n)?[ \t]*<link rel="preload" href="\/api\/v1\/setup"[^>]*>\n/;

/**
 * The pages the server picks instead of index.html (apps/server/src/web.ts; docs/web.md, "Chunks and caching"), each
 * index.html asking beside the entry for what that start will load once the entry has run, so that it downloads
 * with the entry instead of one round trip after it (style sheets preloaded, not applied until the code loads them):
 * - `start-en.html`, `start-es.html`: a signed-in start, sent when the browser's start cookie says so
 *   (src/lib/start-hint.ts): the signed-in code (the `signed-in` chunk and the chunks it imports) and the shell's
 *   words in that language, without the setup question;
 * - `invitation-en.html`, `invitation-es.html`: a share link's page (`/:lng/i/:uniqueId`) in the link's language:
 *   the public invitation page's code and its words. The server adds the invitation's own data to it.
 */
function startPages(): Plugin {
  return {
    name: 'garita-start-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const signedIn = chunks.find((chunk) => chunk.name === 'signed-in');
      const invitation = chunks.find((chunk) => chunk.facadeModuleId === source(PUBLIC_INVITATION_PAGE));
      if (page?.type !== 'asset' || !signedIn) return;
      if (!invitation) throw new Error(`vite.config.ts: no chunk for ${PUBLIC_INVITATION_PAGE}`);
      const html = String(page.source);
      if (!SETUP_PRELOAD.test(html)) throw new Error('vite.config.ts: index.html no longer asks for /api/v1/setup');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const wordsOf = (file: string) => {
        // A chunk holding the module (the translations' chunks have no facade: nothing imports them statically).
        const words = chunks.find((chunk) => chunk.moduleIds.includes(source(file)));
        if (!words) throw new Error(`vite.config.ts: no chunk for ${file}`);
        return words;
      };
      /** index.html asking also for `start`'s chunk, the chunks it imports and their sheets, and `words`. */
      const pageFor = (start: OutputChunk, words: OutputChunk[], withSetup: boolean) => {
        const files = new Set<string>();
        const sheets = new Set<string>();
        const visit = (chunk: OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName) || html.includes(`/${chunk.fileName}"`)) return;
          files.add(chunk.fileName);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) sheets.add(sheet);
          for (const next of chunk.imports) visit(byFile.get(next));
        };
        visit(start);
        const tags = [
          ...[...files, ...words.map((chunk) => chunk.fileName)].map(
            (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
          ),
          ...[...sheets].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ];
        return (withSetup ? html : html.replace(SETUP_PRELOAD, '')).replace(
          '</head>',
          `\n${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`,
        );
      };
      for (const language of LANGUAGES) {
        const shell = wordsOf(`locales/shell-${language}.ts`);
        const rest = wordsOf(`locales/rest-${language}.ts`);
        this.emitFile({ type: 'asset', fileName: `start-${language}.html`, source: pageFor(signedIn, [shell], false) });
        // Signed out, the app asks whether the site needs setup on every page: the share link's page keeps it.
        this.emitFile({
          type: 'asset',
          fileName: `invitation-${language}.html`,
          source: pageFor(invitation, [shell, rest], true),
        });
      }
    },
  };
}

/** The first line that asks V8 to compile a whole file as it downloads (compileHints). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8's explicit compile hint (docs/web.md, "Compiled while it downloads"): a script whose first line is
 * COMPILE_HINT has all its functions compiled by the thread that parses it as it downloads,
 * instead of each on the main thread at its first call (Chrome 136 and later; other browsers read a comment). Only
 * on the code every start runs: the entry, the signed-in group and the share link's page. Their small shared chunks
 * keep V8's lazy compile, as do the screens loaded later, most of whose functions a start never calls. It must be
 * the file's first line, so it goes in after Vite has put its preload list there; the hash counts it, and the
 * source map moves down a line.
 */
function compileHints(): Plugin {
  const runsAtStart = (chunk: Pick<RenderedChunk, 'isEntry' | 'name' | 'facadeModuleId'>) =>
    chunk.isEntry || chunk.name === 'signed-in' || chunk.facadeModuleId === source(PUBLIC_INVITATION_PAGE);
  return {
    name: 'garita-compile-hints',
    apply: 'build',
    augmentChunkHash: (chunk) => (runsAtStart(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !runsAtStart(chunk)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

/** Set while the build plans its chunk groups (below): that first pass makes the default chunks and writes nothing. */
const PLANNING = 'GARITA_PLANNING_CHUNKS';
const source = (file: string) => path.resolve(import.meta.dirname, 'src', file);
/** The share link's page, which the invitation start pages ask for (startPages). */
const PUBLIC_INVITATION_PAGE = 'features/public-invitation/components/public-invitation-page.tsx';

/** The signed-in phone's first screens: plain, and with the shell in one chunk (app/screens.tsx loads them). */
const FIRST_SCREENS = [
  'features/gate/scanner/gate-selection-screen.tsx',
  'features/invitations/components/invitations-screen.tsx',
  'features/logbook/components/logbook-screen.tsx',
];

/**
 * Two groups of modules, each one chunk (docs/web.md, "Chunks and caching"). Left to itself, Rolldown gives each
 * set of screens sharing a module a chunk of its own: a screen on MUI asked for some 35 files, a phone's first list
 * for 50, and a phone's browser fetches six at a time from one host over HTTP/1.1, each waiting its round trip. A
 * first pass makes those default chunks; then
 * - `signed-in`: every module in the chunks that the signed-in shell (plain) and the phone's first screens
 *   (`FIRST_SCREENS`) import, but that neither the entry nor the public invitation page (each with a budget of its
 *   own) imports;
 * - `mui-libraries`: the libraries in the chunks that MUI's frame (`app/mui-frame.tsx`, around every screen on
 *   MUI) and the desktop shell import, but none of the above.
 * A group takes only the modules named, not their dependencies: those are in the entry's chunks, the public
 * page's or (for MUI's) the signed-in group, which import nothing of a later group, so no cycle between chunks can
 * arise.
 */
async function chunkGroups(): Promise<{ entry: Set<string>; signedIn: Set<string>; mui: Set<string> }> {
  process.env[PLANNING] = '1';
  let built: Awaited<ReturnType<typeof build>>;
  try {
    built = await build({
      root: import.meta.dirname,
      configFile: path.join(import.meta.dirname, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false, sourcemap: false, minify: false, manifest: false },
    });
  } finally {
    delete process.env[PLANNING];
  }
  const outputs = Array.isArray(built) ? built : [built];
  const chunks = new Map<string, OutputChunk>();
  for (const output of outputs)
    if ('output' in output)
      for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const facade = (file: string) => {
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId === source(file));
    if (!chunk) throw new Error(`vite.config.ts: no chunk for ${file}; was it renamed, or is it no longer lazy?`);
    return chunk;
  };
  const closure = (from: OutputChunk[]) => {
    const seen = new Set<OutputChunk>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      for (const file of chunk.imports) visit(chunks.get(file));
    };
    for (const chunk of from) visit(chunk);
    return seen;
  };
  const entryChunks = closure([...chunks.values()].filter((c) => c.isEntry));
  const entry = new Set<string>();
  for (const chunk of entryChunks) for (const id of chunk.moduleIds) entry.add(id);
  const kept = new Set([
    ...entryChunks,
    ...closure([facade('features/public-invitation/components/public-invitation-page.tsx')]),
  ]);
  const signedInChunks = closure([facade('app/signed-in-routes.tsx'), ...FIRST_SCREENS.map(facade)]);
  const signedIn = new Set<string>();
  for (const chunk of signedInChunks) if (!kept.has(chunk)) for (const id of chunk.moduleIds) signedIn.add(id);
  const mui = new Set<string>();
  for (const chunk of closure([facade('app/mui-frame.tsx'), facade('app/desktop-role-shell.tsx')]))
    if (!kept.has(chunk) && !signedInChunks.has(chunk))
      for (const id of chunk.moduleIds) if (id.includes('/node_modules/')) mui.add(id);
  return { entry, signedIn, mui };
}

/**
 * The installable app and its service worker (docs/offline.md, "The installable app"): Workbox's generateSW
 * precaches the built app so the guard's screens open without a network. The manifest has one language; its only
 * words are the name, "Garita", the same in English and Spanish (docs/web.md says why `lang` is es).
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  // main.tsx registers the worker itself after the first render (lib/service-worker.ts): no workbox-window.
  injectRegister: false,
  // A new worker waits until the next start of the app (lib/service-worker.ts), never swaps code under a guard.
  registerType: 'prompt',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  // The precache's glob below already holds the icons and the favicon.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Garita',
    short_name: 'Garita',
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#10418a',
    background_color: '#f4f6fa',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app shell and every chunk, the QR decoder's WebAssembly included: a guard's screens reach into shared
    // chunks Rolldown names as it likes, so a list of the guard's own would break silently on the next split.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
    // The start pages are index.html for the server to choose (startPages): the worker answers every page with
    // index.html itself.
    globIgnores: ['**/*.map', '.vite/**', 'start-*.html', 'invitation-*.html'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Every page of the app is index.html; the API, its docs and files are never answered from the cache.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/i],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // Vite's hashed names change with their content: no revision needed, nor a cache-busting query.
    dontCacheBustURLsMatching: /^assets\//,
  },
});

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  const planning = process.env[PLANNING] === '1';
  const groups = command === 'build' && !planning ? await chunkGroups() : null;
  const plugins: PluginOption[] = planning
    ? [react()]
    : [react(), inlineEntryCss(), startPages(), compileHints(), precompress(), pwa];
  return {
    plugins,
    // React's API on Preact (docs/web.md): the app and its libraries import React; the build ships preact/compat.
    resolve: {
      alias: [
        { find: /^react$/, replacement: path.resolve(import.meta.dirname, 'src/lib/react-on-preact.ts') },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      ],
    },
    server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
    preview: { proxy: { '/api': { target: apiTarget } } },
    // The QR decoder's worker (features/gate/lib/qr-decoder.ts) is a module worker, so jsQR stays its own chunk
    // that only the fallback loads (the default, iife, would bundle it into the worker).
    worker: { format: 'es' },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      ...(groups && {
        rolldownOptions: {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'app', test: (id: string) => groups.entry.has(id) },
                { name: 'signed-in', test: (id: string) => groups.signedIn.has(id) },
                { name: 'mui-libraries', test: (id: string) => groups.mui.has(id) },
              ],
            },
          },
        },
      }),
    },
  };
});
