// Security headers (issue 13, docs/security.md): a strict Content-Security-Policy (no inline script, no framing,
// images from here and the map tiles only) and the other helmet headers on every answer — pages, API, photos —
// and HSTS only over https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tileSource } from '../src/app.ts';
import { DEMO_PEOPLE, startTestServer, type TestServer } from './harness.ts';
import { b64, cameraJpeg, insertPhotoKeys } from './photo-fixture.ts';
import { type RawResponse, rawRequest } from './raw-http.ts';

/** The CSP as directive → sources. */
function csp(res: RawResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectStrictHeaders(res: RawResponse, what: string) {
  const policy = csp(res);
  expect(policy['default-src'], what).toEqual(["'self'"]);
  // No inline script and no JavaScript eval; WebAssembly (the QR decoder) may compile.
  expect(policy['script-src'], what).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy['frame-ancestors'], what).toEqual(["'none'"]);
  expect(policy['object-src'], what).toEqual(["'none'"]);
  expect(policy['img-src'], what).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  // The installable app (docs/offline.md): its service worker and its manifest come from Garita itself.
  expect(policy['worker-src'], what).toContain("'self'");
  expect(policy['manifest-src'], what).toEqual(["'self'"]);
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('no-referrer');
  expect(res.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(res.headers['strict-transport-security'], what).toBeUndefined();
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => server.close());

describe('on plain http', () => {
  it('sends the strict policy on the web app, the API (answers and errors) and a photo', async () => {
    expectStrictHeaders(await rawRequest(server.url, '/'), '/');
    expectStrictHeaders(await rawRequest(server.url, '/login'), '/login');
    expectStrictHeaders(await rawRequest(server.url, '/api/v1/session'), '/api/v1/session (401)');
    expectStrictHeaders(await rawRequest(server.url, '/api/v1/config'), '/api/v1/config');
    expectStrictHeaders(await rawRequest(server.url, '/api/v1/nothing'), '404');

    const { palmasKey } = await insertPhotoKeys(server.db, Date.now());
    const token = await server.login(DEMO_PEOPLE.guard);
    const added = await server.call('POST', '/api/v1/access_keys/add_photos', {
      token,
      body: { access_key_id: palmasKey, photos: { photo_id: b64(await cameraJpeg()) } },
    });
    expect(added.status).toBe(201);
    const photo = await rawRequest(server.url, added.body.photos[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expectStrictHeaders(photo, 'photo');
    expect(photo.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('lets only Garita itself frame the CTPAT landing page, which opens in its own framed dialog', async () => {
    const ctpat = await rawRequest(server.url, '/ctpat?folio=1');
    expect(csp(ctpat)['frame-ancestors']).toEqual(["'self'"]);
    expect(csp(ctpat)['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(ctpat.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const path of ['/ctpat-x', '/x/ctpat', '/api/v1/ctpat'])
      expect(csp(await rawRequest(server.url, path))['frame-ancestors'], path).toEqual(["'none'"]);
  });

  it('sends HSTS only when the request came over https through the trusted proxy', async () => {
    const proxied = await rawRequest(server.url, '/api/v1/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await rawRequest(server.url, '/api/v1/health', {
      headers: { 'x-forwarded-proto': 'https' },
      localAddress: '127.0.0.2',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('served as https (PUBLIC_URL)', () => {
  it('sends HSTS and upgrades insecure requests', async () => {
    const https = await startTestServer({
      PUBLIC_URL: 'https://garita.example.com',
      MAP_TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
    });
    try {
      const res = await rawRequest(https.url, '/api/v1/config');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const policy = csp(res);
      expect(policy['upgrade-insecure-requests']).toEqual([]);
      expect(policy['img-src']).toContain('https://*.tiles.example.net');
    } finally {
      await https.close();
    }
  });
});

describe('tileSource', () => {
  it('reads the map tiles’ origin from MAP_TILE_URL', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('http://tiles.local:8080/{z}/{x}/{y}.png')).toBe('http://tiles.local:8080');
    expect(tileSource('https://a{s}.odd.example/{z}.png')).toBe('https:');
    expect(tileSource('data:image/png;base64,AAAA')).toBeNull();
  });
});
