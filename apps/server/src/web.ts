// The built web app (apps/web/dist), on the API's port: its files, and every page of the app as index.html, or as
// the start page that asks for what that page will need: a share link's, or the signed-in one the start cookie asks
// for (docs/web.md, "Chunks and caching").
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  LANGUAGES,
  type Language,
  LINK_DEFAULT_LANGUAGE,
  normalizeLanguage,
  PUBLIC_INVITATION_ID_PATTERN,
} from '@garita/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './lib/errors.ts';

/** Vite's content-hashed output (`/assets/name-HASH.ext`): its name changes with its content. */
const HASHED_ASSET = /^\/assets\//;
const FOREVER = 'public, max-age=31536000, immutable';
/**
 * The web app's start cookie (apps/web/src/lib/start-hint.ts): set while the browser holds a session, to the
 * language its shell speaks. A hint the API never reads; the session is the app's, in localStorage.
 */
const START_COOKIE = new RegExp(`(?:^|;\\s*)garita-start=(${LANGUAGES.join('|')})(?:;|$)`);
/** A share link's page (apps/web/src/lib/share-link.ts, `/:lng/i/:uniqueId`). */
const INVITATION_PAGE = /^\/([^/]+)\/i\/([^/]+)\/?$/;

export interface WebApp {
  dir: string;
  /** The build's signed-in start pages (apps/web/vite.config.ts, `startPages`), when it wrote them. */
  startPages: boolean;
  /** The build's share link pages, one per language (`startPages`), when it wrote them. */
  invitationPages: boolean;
}

/** The built web app in `dir`, or null when there is none (an API-only server, the API tests). */
export function builtWebApp(dir: string): WebApp | null {
  if (!fs.existsSync(path.join(dir, 'index.html'))) return null;
  const has = (name: string) =>
    LANGUAGES.every((language) => fs.existsSync(path.join(dir, `${name}-${language}.html`)));
  return { dir, startPages: has('start'), invitationPages: has('invitation') };
}

/**
 * The brotli or gzip file the build wrote beside each asset when the browser takes it; hashed assets cached for a
 * year, everything else (the pages, the icons, the manifest) revalidated on every use so a new release shows at the
 * next load. A page that is no file is the app's.
 *
 * One route answers every page and file, looking the file up when asked, rather than @fastify/static's route per
 * file (`wildcard: false`): those were two routes for each of the build's 800 files, 100–140 ms of every start,
 * and a file built after the start was a 404 until the next (docs/benchmarks.md, "Start-up"). Its own wildcard
 * route reads the folder's listing on every request to check the name's spelling, which a case-sensitive disk
 * does not need: a quarter fewer files and half the pages a second.
 */
export function serveWeb(app: FastifyInstance, web: WebApp | null): void {
  app.setNotFoundHandler(() => {
    throw new AppError(404, 'not_found');
  });
  if (!web) return;
  // reply.sendFile only: the route below decides what is a file.
  void app.register(fastifyStatic, {
    root: web.dir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = `/${path.relative(web.dir, filePath).split(path.sep).join('/')}`.replace(/\.(br|gz)$/, '');
      reply.header('cache-control', HASHED_ASSET.test(relative) ? FOREVER : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (isPageRequest(request)) return sendPage(web, request, reply);
    const file = filePath(request);
    // The API's misses (any spelling of /api) and what names no file answer the API's 404; a name that climbs out
    // of the folder is refused by sendFile itself.
    return file ? reply.sendFile(file) : reply.callNotFound();
  });
}

/** The decoded path of a file of the web app the request names, or null for the API or an unreadable path. */
function filePath(request: FastifyRequest): string | null {
  const pathname = request.url.split('?')[0] ?? '';
  try {
    const decoded = decodeURIComponent(pathname);
    return isApiPath(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

/** Any spelling of /api (/API, /%61pi, //api, /./api) is the API's, given the decoded path. */
const isApiPath = (decoded: string) => /^\/api(\/|$)/i.test(path.posix.normalize(decoded));

/**
 * A page of the app: index.html; for a share link, its page in the link's language, which asks for the public
 * invitation page's code, its words and the invitation itself with the entry; or for a browser whose start cookie
 * says it holds a session, the signed-in start page in the cookie's language (or the `?lng=` the address asks
 * for), which asks for the signed-in code and the shell's words. Every page draws whatever the address and the
 * session say: these only decide what downloads first.
 */
export function sendPage(web: WebApp, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const [pathname = '', query = ''] = request.url.split('?');
  reply.header('cache-control', 'no-cache');
  const invitation = INVITATION_PAGE.exec(pathname);
  if (invitation && web.invitationPages) {
    let uniqueId = '';
    try {
      uniqueId = decodeURIComponent(invitation[2] ?? '');
    } catch {}
    // The invitation's own answer, asked with the page (the page's call takes it, as index.html's setup question),
    // in a header: the page itself stays the build's file, sent precompressed.
    if (PUBLIC_INVITATION_ID_PATTERN.test(uniqueId))
      reply.header('link', `</api/v1/public/invitations/${uniqueId}>; rel=preload; as=fetch; crossorigin`);
    return reply.sendFile(`invitation-${normalizeLanguage(invitation[1]) ?? LINK_DEFAULT_LANGUAGE}.html`);
  }
  const signedIn = START_COOKIE.exec(request.headers.cookie ?? '')?.[1] as Language | undefined;
  let file = 'index.html';
  if (signedIn && web.startPages) {
    file = `start-${normalizeLanguage(new URLSearchParams(query).get('lng')) ?? signedIn}.html`;
  }
  return reply.header('vary', 'cookie').sendFile(file);
}

/** A browser asking for one of the web app's pages (not the API, not a file). */
export function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  // The API's paths are never a page: their misses answer the API's 404.
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {}
  const isApi = isApiPath(decoded);
  // A file has an extension with a letter (.js, .woff2, .webmanifest); a dot followed by digits only is part of a
  // page's address, e.g. a resident's code `P.<user>.<step>.<code>` pasted into a share link (docs/offline.md).
  return request.method === 'GET' && !isApi && !/[a-z]/i.test(path.extname(pathname));
}
