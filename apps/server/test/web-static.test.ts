// The built web app as the server sends it (issue 16, docs/web.md "Chunks and caching"): the brotli or gzip file
// the build wrote beside an asset when the browser accepts it, a year's immutable cache for the hashed assets,
// and index.html (by its name, at / and as any page's fallback) revalidated every time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { rawRequest } from './raw-http.ts';

const get = (url: string, path: string, headers: Record<string, string>) => rawRequest(url, path, { headers });

const SCRIPT = `console.log(${JSON.stringify('garita '.repeat(400))});\n`;
const FOREVER = 'public, max-age=31536000, immutable';

let server: TestServer;
/** Holds the build (`dist`) and, beside it, a file no request may reach. */
let root: string;
let dist: string;
const SECRET = 'not for the web';
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-web-'));
  dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Garita</title><div id="root"></div>');
  // The start pages (apps/web/vite.config.ts, `startPages`): signed in, and a share link's.
  for (const [name, language] of ['start', 'invitation'].flatMap((page) => ['en', 'es'].map((lng) => [page, lng])))
    fs.writeFileSync(
      path.join(dist, `${name}-${language}.html`),
      `<!doctype html><title>${name} ${language}</title><div id="root"></div>`,
    );
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The installable app's files (vite-plugin-pwa): the service worker, its Workbox runtime and the manifest.
  fs.writeFileSync(path.join(dist, 'sw.js'), 'define(["./workbox-1a2b3c4d"], () => {});\n');
  fs.writeFileSync(path.join(dist, 'workbox-1a2b3c4d.js'), 'define([], () => {});\n');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Garita', start_url: '/' }));
  const asset = path.join(dist, 'assets', 'index-AbC123xy.js');
  fs.writeFileSync(asset, SCRIPT);
  fs.writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  server = await startTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends a hashed asset precompressed, brotli first, then gzip, then as it is, cached for a year', async () => {
    const url = '/assets/index-AbC123xy.js';
    const br = await get(server.url, url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(FOREVER);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(SCRIPT);
    expect(br.bytes.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get(server.url, url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(FOREVER);
    expect(gunzipSync(gz.bytes).toString()).toBe(SCRIPT);

    const plain = await get(server.url, url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(FOREVER);
    expect(plain.bytes.toString()).toBe(SCRIPT);
  });

  it('revalidates index.html, at its name, at / and as a page fallback, and the files that are not hashed', async () => {
    // The last: a share link holding a resident's code (`P.<user>.<step>.<code>`), a page whose address has dots.
    for (const page of ['/', '/index.html', '/login', '/invitations', '/en/i/P.12.59856584.18565235']) {
      const res = await get(server.url, page, { 'accept-encoding': 'gzip, br' });
      expect(res.status, page).toBe(200);
      expect(res.headers['cache-control'], page).toBe('no-cache');
      expect(res.bytes.toString(), page).toContain('<div id="root">');
    }
    const icon = await get(server.url, '/favicon.svg', {});
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("answers a page with the signed-in start page of the start cookie's language, or of ?lng=", async () => {
    const page = async (url: string, cookie?: string) => {
      const res = await get(server.url, url, cookie ? { cookie } : {});
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // A shared cache must not hand one browser's start page to another.
      expect(res.headers.vary, url).toMatch(/cookie/i);
      return /<title>([^<]+)</.exec(res.bytes.toString())?.[1];
    };
    for (const url of ['/', '/invitations', '/logbook?x=1']) {
      expect(await page(url)).toBe('Garita');
      expect(await page(url, 'garita-start=es')).toBe('start es');
      expect(await page(url, 'theme=dark; garita-start=en; other=1')).toBe('start en');
    }
    expect(await page('/invitations?lng=en', 'garita-start=es')).toBe('start en');
    expect(await page('/invitations?lng=es-MX', 'garita-start=en')).toBe('start es');
    expect(await page('/invitations?lng=fr', 'garita-start=es')).toBe('start es');
    // Only our cookie, with one of our languages, picks a start page.
    expect(await page('/invitations', 'garita-start=fr')).toBe('Garita');
    expect(await page('/invitations', 'my-garita-start=es')).toBe('Garita');
    // index.html by its name stays the signed-out page (the service worker's copy of every page).
    const file = await get(server.url, '/index.html', { cookie: 'garita-start=es' });
    expect(/<title>([^<]+)</.exec(file.bytes.toString())?.[1]).toBe('Garita');
  });

  it("answers a share link with its language's page, which asks for the invitation's data in a header", async () => {
    const page = async (url: string, cookie?: string) => {
      const res = await get(server.url, url, { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) });
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      return { title: /<title>([^<]+)</.exec(res.bytes.toString())?.[1], link: res.headers.link };
    };
    const preload = (id: string) => `</api/v1/public/invitations/${id}>; rel=preload; as=fetch; crossorigin`;
    expect(await page('/es/i/Foq2in86vOZc-dj_G90b7xmg')).toEqual({
      title: 'invitation es',
      link: preload('Foq2in86vOZc-dj_G90b7xmg'),
    });
    expect(await page('/en/i/abc123')).toEqual({ title: 'invitation en', link: preload('abc123') });
    // The link's language by the app's rule, Spanish unless it says otherwise (spec §7).
    expect((await page('/es-MX/i/abc123')).title).toBe('invitation es');
    expect((await page('/fr/i/abc123')).title).toBe('invitation es');
    // A host opening a share link gets the visitor's page, not the signed-in start.
    expect((await page('/en/i/abc123', 'garita-start=es')).title).toBe('invitation en');
    // An id no key can have (a resident's code, an over-long one) is asked for by nobody: the page says so itself.
    expect(await page('/en/i/P.12.59856584.18565235')).toEqual({ title: 'invitation en', link: undefined });
    expect(await page(`/es/i/${'a'.repeat(65)}`)).toEqual({ title: 'invitation es', link: undefined });
    expect(await page('/es/i/a%3Cb')).toEqual({ title: 'invitation es', link: undefined });
    // Not a share link's address.
    expect((await page('/es/i/abc123/more')).title).toBe('Garita');
    expect((await page('/es/x/abc123')).title).toBe('Garita');
  });

  it('sends the service worker, its runtime and the manifest revalidated, with their types (docs/offline.md)', async () => {
    // A service worker cached for a year would keep a release's code on the guards' phones for a year.
    for (const [file, type] of [
      ['/sw.js', /^(application|text)\/javascript/],
      ['/workbox-1a2b3c4d.js', /^(application|text)\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ] as const) {
      const res = await get(server.url, file, { 'accept-encoding': 'gzip, br' });
      expect(res.status, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe('no-cache');
      expect(res.headers['content-type'], file).toMatch(type);
      expect(res.headers['content-security-policy'], file).toMatch(/worker-src 'self'/);
    }
    // The worker's navigation fallback must never stand in for the API: its misses stay the API's 404.
    const api = await get(server.url, '/api/v1/nothing', { accept: 'text/html' });
    expect(api.status).toBe(404);
    expect(api.bytes.toString()).not.toContain('<div id="root">');
  });

  it('sends a file the build wrote after the start, and nothing outside the build', async () => {
    // A build under a running server (`npm run build`): its new page asks for files the start never saw.
    const url = '/assets/index-Built9later.js';
    expect((await get(server.url, url, {})).status).toBe(404);
    fs.writeFileSync(path.join(dist, url), SCRIPT);
    const later = await get(server.url, url, { 'accept-encoding': 'gzip, br' });
    expect(later.status).toBe(200);
    expect(later.headers['cache-control']).toBe(FOREVER);
    expect(later.bytes.toString()).toBe(SCRIPT);
    for (const climb of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e%5csecret.txt',
    ]) {
      const res = await get(server.url, climb, {});
      expect([403, 404], `${climb}: ${res.status}`).toContain(res.status);
      expect(res.bytes.toString(), climb).not.toContain(SECRET);
    }
    // A folder is no file: the app's page, as any address without a file's extension.
    const folder = await get(server.url, '/assets/', {});
    expect(folder.status).toBe(200);
    expect(folder.bytes.toString()).toContain('<div id="root">');
  });
});
