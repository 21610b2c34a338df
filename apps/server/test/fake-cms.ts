// A small stand-in for a Strapi CMS's users API (the calls services/cms-sync.ts makes), on 127.0.0.1: it keeps
// users in memory with Strapi's unique username and email, records every request, and can be made to fail,
// hang or stop listening, as a CMS that is down would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CmsUser {
  id: number;
  id_legacy: number;
  username: string;
  email: string;
  blocked: boolean;
  password?: string;
  [field: string]: unknown;
}

export interface CmsRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

/** ok: answers; fail: 500 to everything; hang: never answers (the caller's timeout ends the request). */
export type CmsMode = 'ok' | 'fail' | 'hang';

export async function startFakeCms(token: string) {
  const users: CmsUser[] = [];
  const requests: CmsRequest[] = [];
  let nextId = 100;
  let mode: CmsMode = 'ok';
  let delayMs = 0;
  const hanging = new Set<http.ServerResponse>();

  const send = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const strapiError = (res: http.ServerResponse, status: number, message: string) =>
    send(res, status, { data: null, error: { status, name: 'ApplicationError', message } });
  const taken = (body: Record<string, unknown>, except?: number) =>
    users.some((u) => u.id !== except && (u.email === body.email || u.username === body.username));

  const server = http.createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://cms');
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
      body: text ? JSON.parse(text) : undefined,
    });
    if (mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (mode === 'fail') return strapiError(res, 500, 'Internal Server Error');
    if (req.headers.authorization !== `Bearer ${token}`) return strapiError(res, 401, 'Missing or invalid credentials');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const one = /^\/api\/users\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && url.pathname === '/api/users') {
      const legacy = url.searchParams.get('filters[id_legacy][$eq]');
      const found = legacy === null ? users : users.filter((u) => String(u.id_legacy) === legacy);
      return send(
        res,
        200,
        found.map(({ password: _, ...u }) => u),
      );
    }
    if (req.method === 'POST' && url.pathname === '/api/users') {
      if (taken(body)) return strapiError(res, 400, 'Email or Username are already taken');
      const user = { ...body, id: nextId++ } as CmsUser;
      users.push(user);
      const { password: _, ...shown } = user;
      return send(res, 201, shown);
    }
    if (req.method === 'PUT' && one) {
      const user = users.find((u) => u.id === Number(one[1]));
      if (!user) return strapiError(res, 404, 'User not found');
      if (taken(body, user.id)) return strapiError(res, 400, 'Email or Username are already taken');
      Object.assign(user, body);
      const { password: _, ...shown } = user;
      return send(res, 200, shown);
    }
    return strapiError(res, 404, 'Not Found');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const releaseHanging = () => {
    for (const res of hanging) res.destroy();
    hanging.clear();
  };

  return {
    url: `http://127.0.0.1:${port}`,
    users,
    requests,
    /** The CMS users mirroring Garita user `id`. */
    byLegacyId: (id: number) => users.filter((u) => u.id_legacy === id),
    /** The requests of one method (and path prefix). */
    calls: (method: string, path = '/api/users') =>
      requests.filter((r) => r.method === method && r.path.startsWith(path)),
    setMode(next: CmsMode, delay = 0) {
      mode = next;
      delayMs = delay;
      if (next !== 'hang') releaseHanging();
    },
    /** Stops listening: connections are refused until `start()`. */
    async stop() {
      releaseHanging();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
    listening: () => server.listening,
    /** Listens again on the same port. */
    async start() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      releaseHanging();
      server.closeAllConnections();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;
