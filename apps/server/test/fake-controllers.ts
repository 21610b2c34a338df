// Gate controllers for the API tests, on 127.0.0.1 with node:http: an http controller that checks Garita's
// signature and records each command, and a Shelly Gen2 relay that answers /rpc/Switch.Set and, with a
// password, asks for SHA-256 digest authentication first (checked here independently of the server's helper).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCommand {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: Record<string, unknown>;
  /** X-Garita-Signature is the HMAC-SHA256 of `${timestamp}.${raw}` with the expected secret. */
  signatureValid: boolean;
}

export interface FakeController<T> {
  url: string;
  received: T[];
  mode: 'ok' | 'fail' | 'hang';
  close(): Promise<void>;
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closer = (server: http.Server) => async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
};

export async function startHttpController(secret: string): Promise<FakeController<ReceivedCommand>> {
  const received: ReceivedCommand[] = [];
  const fake = { received, mode: 'ok' } as FakeController<ReceivedCommand>;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const timestamp = String(req.headers['x-garita-timestamp'] ?? '');
      const given = Buffer.from(String(req.headers['x-garita-signature'] ?? ''), 'hex');
      const expected = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest();
      received.push({
        headers: req.headers,
        raw,
        body: JSON.parse(raw || '{}'),
        signatureValid: given.length === expected.length && timingSafeEqual(given, expected),
      });
      if (fake.mode === 'hang') return; // never answers: the server's timeout must end the wait
      res.statusCode = fake.mode === 'ok' ? 204 : 500;
      res.setHeader('content-type', 'application/json');
      res.end(fake.mode === 'ok' ? '' : JSON.stringify({ message: 'relay jammed' }));
    });
  });
  fake.url = `${await listen(server)}/garita/open`;
  fake.close = closer(server);
  return fake;
}

export interface RelayCall {
  path: string;
  query: Record<string, string>;
  authorized: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function startShellyRelay(password?: string): Promise<FakeController<RelayCall> & { realm: string }> {
  const received: RelayCall[] = [];
  const realm = 'shellyplus1-a8032ab12345';
  const nonces = new Set<string>();
  const fake = { received, mode: 'ok', realm } as FakeController<RelayCall> & { realm: string };
  const isAuthorized = (req: http.IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Digest ')) return false;
    const p: Record<string, string> = {};
    for (const m of header.matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]*))/g)) p[m[1] ?? ''] = m[2] ?? m[3] ?? '';
    if (p.username !== 'admin' || p.realm !== realm || !nonces.has(p.nonce ?? '') || p.uri !== req.url) return false;
    if (p.algorithm !== 'SHA-256' || p.qop !== 'auth') return false;
    const ha1 = sha256(`admin:${realm}:${password}`);
    const ha2 = sha256(`GET:${req.url}`);
    return p.response === sha256(`${ha1}:${p.nonce}:${p.nc}:${p.cnonce}:auth:${ha2}`);
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://relay');
    const authorized = password ? isAuthorized(req) : true;
    received.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), authorized });
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/rpc/Switch.Set') {
      res.statusCode = 404;
      return res.end(JSON.stringify({ code: 404, message: 'No handler for this path' }));
    }
    if (!authorized) {
      const nonce = randomBytes(8).toString('hex');
      nonces.add(nonce);
      res.statusCode = 401;
      res.setHeader('www-authenticate', `Digest qop="auth", realm="${realm}", nonce="${nonce}", algorithm=SHA-256`);
      return res.end(JSON.stringify({ code: 401, message: 'Unauthorized' }));
    }
    if (fake.mode === 'hang') return;
    res.statusCode = fake.mode === 'ok' ? 200 : 500;
    res.end(JSON.stringify(fake.mode === 'ok' ? { was_on: false } : { code: -103, message: 'Relay overheated' }));
  });
  fake.url = await listen(server);
  fake.close = closer(server);
  return fake;
}
