// The built web app (apps/web/dist), on the API's port: its files, and every page of the app as index.html, or as
// the signed-in start page the start cookie asks for (docs/web.md, "Chunks and caching").
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './lib/errors.ts';

/** Vite's content-hashed output (`/assets/name-HASH.ext`): its name changes with its content. */
const HASHED_ASSET = /^\/assets\//;
const FOREVER = 'public, max-age=31536000, immutable';
/**
 * The web app's start cookie (apps/web/src/lib/start-hint.ts): set while the browser holds a session, to the
 * language its shell speaks. A hint the API never reads; the session is the app's, in localStorage.
 */
const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
const START_COOKIE = new RegExp(`(?:^|;\\s*)garita-start=(${LANGUAGES.join('|')})(?:;|$)`);

export interface WebApp {
  dir: string;
  /** The build's signed-in start pages (apps/web/vite.config.ts, `signedInStartPages`), when it wrote them. */
  startPages: boolean;
}

/** The built web app in `dir`, or null when there is none (an API-only server, the API tests). */
export function builtWebApp(dir: string): WebApp | null {
  if (!fs.existsSync(path.join(dir, 'index.html'))) return null;
  return { dir, startPages: LANGUAGES.every((language) => fs.existsSync(path.join(dir, `start-${language}.html`))) };
}

/**
 * The brotli or gzip file the build wrote beside each asset when the browser takes it; hashed assets cached for a
 * year, everything else (the pages, the icons, the manifest) revalidated on every use so a new release shows at the
 * next load. A page that is no file is the app's.
 */
export function serveWeb(app: FastifyInstance, web: WebApp | null): void {
  if (web) {
    void app.register(fastifyStatic, {
      root: web.dir,
      wildcard: false,
      // `/` is a page like any other (sendPage), not the folder's index.html.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = `/${path.relative(web.dir, filePath).split(path.sep).join('/')}`.replace(/\.(br|gz)$/, '');
        reply.header('cache-control', HASHED_ASSET.test(relative) ? FOREVER : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (web && isPageRequest(request)) return sendPage(web, request, reply);
    throw new AppError(404, 'not_found');
  });
}

/**
 * A page of the app: index.html, or for a browser whose start cookie says it holds a session, the signed-in start
 * page in the cookie's language (or the `?lng=` the address asks for), which asks for the signed-in code and the
 * shell's words with the entry. Either page draws whatever the session says: the cookie only decides what
 * downloads first.
 */
export function sendPage(web: WebApp, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const signedIn = START_COOKIE.exec(request.headers.cookie ?? '')?.[1] as Language | undefined;
  let file = 'index.html';
  if (signedIn && web.startPages) {
    // The web app's rule for `?lng=` (apps/web/src/lib/language.ts, normalizeLanguage): "es-MX" and "ES_es" are es.
    const asked = new URLSearchParams(request.url.split('?')[1] ?? '')
      .get('lng')
      ?.trim()
      .toLowerCase()
      .split(/[-_]/)[0];
    file = `start-${LANGUAGES.find((language) => language === asked) ?? signedIn}.html`;
  }
  return reply.header('cache-control', 'no-cache').header('vary', 'cookie').sendFile(file);
}

/** A browser asking for one of the web app's pages (not the API, not a file). */
export function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  // Any spelling of /api (/API, /%61pi, //api, /./api) is the API's, never a page: its misses answer the API's 404.
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {}
  const isApi = /^\/api(\/|$)/i.test(path.posix.normalize(decoded));
  // A file has an extension with a letter (.js, .woff2, .webmanifest); a dot followed by digits only is part of a
  // page's address, e.g. a resident's code `P.<user>.<step>.<code>` pasted into a share link (docs/offline.md).
  return request.method === 'GET' && !isApi && !/[a-z]/i.test(path.extname(pathname));
}
