// The API client's contract with the server and with spec §8: token header, JSON, retry on 500 only
// when asked, session ended on 403 and on an expired token, login failures left to the login screen.
import { IDEMPOTENT_RETRY_LIMIT, RETRY_LIMIT, type User } from '@garita/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../locales/index.ts';
import { ApiError, api, apiRequest, buildUrl, setSessionEndedHandler } from './api.ts';
import { logout } from './auth.ts';
import { isReachable } from './online.ts';
import { getSession, setSession } from './session.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const ended = vi.fn();

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', fetchMock);
  setSessionEndedHandler(ended);
  setSession({ token: 'secret-token', user: { id: 1, role: 'host' } as User });
});

afterEach(() => {
  fetchMock.mockReset();
  ended.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the token and JSON, and reads JSON', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(api.call('users.update', { params: { id: 1 }, body: { user: { name: 'Ana' } } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/users/1');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Token=secret-token');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"user":{"name":"Ana"}}');
  });

  it('names the device: one UUID made once, kept in localStorage and sent on every call (docs/offline.md)', async () => {
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    await api.call('users.update', { params: { id: 1 }, body: { user: { name: 'Ana' } } });
    await apiRequest('/config', { auth: false });
    const deviceHeaders = () =>
      fetchMock.mock.calls.map(
        ([, init]) => (init?.headers as Record<string, string> | undefined)?.['X-Garita-Device'],
      );
    const sent = deviceHeaders();
    expect(sent[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(localStorage.getItem('garita.device')).toBe(sent[0]);

    // Another browser's id (or a broken value) in storage: the stored UUID is what goes; junk is replaced.
    localStorage.setItem('garita.device', '0b9a3c1e-5d2f-4a6b-8c7d-9e0f1a2b3c4d');
    await apiRequest('/config', { auth: false });
    localStorage.setItem('garita.device', 'not-a-uuid');
    await apiRequest('/config', { auth: false });
    const [, , third, fourth] = deviceHeaders();
    expect(third).toBe('0b9a3c1e-5d2f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(fourth).toBe('0b9a3c1e-5d2f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(localStorage.getItem('garita.device')).toBe(fourth);
  });

  it("takes a new device id when the server says the id is another network's, and asks again", async () => {
    const seen: (string | undefined)[] = [];
    const answer = (response: Response) => async (_url: unknown, init?: RequestInit) => {
      seen.push((init?.headers as Record<string, string> | undefined)?.['X-Garita-Device']);
      return response;
    };
    fetchMock
      .mockImplementationOnce(answer(json(409, { code: 'device_taken', message: 'x' })))
      .mockImplementationOnce(answer(json(200, { key_id: 'k1' })));
    const before = localStorage.getItem('garita.device');
    await expect(apiRequest('/offline/public_key')).resolves.toEqual({ key_id: 'k1' });
    const [first, second] = seen;
    expect(second).not.toBe(first);
    expect(localStorage.getItem('garita.device')).toBe(second);
    if (before) expect(second).not.toBe(before);

    // Once per call: a second refusal is the caller's to read.
    fetchMock
      .mockResolvedValueOnce(json(409, { code: 'device_taken', message: 'x' }))
      .mockResolvedValueOnce(json(409, { code: 'device_taken', message: 'x' }));
    await expect(apiRequest('/offline/public_key')).rejects.toMatchObject({ code: 'device_taken' });
  });

  it("sends the app's language, which the server's messages and the invitation mail follow", async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'es' } });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await api.call('users.update', { params: { id: 1 }, body: { user: { name: 'Ana' } } });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toHaveProperty('Accept-Language', 'es');
  });

  it('sends no token where none is wanted, and reads 204 as nothing', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.call('password_reset.request', { body: { email: 'a@b.co' } })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('calls an endpoint by name: its method, its path with encoded params, its query, no token when public', async () => {
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    await api.call('events.update_guest', {
      params: { id: 7, guestId: 9 },
      body: { guest: { name: 'Ana', phone: '5512345678' } },
    });
    await api.call('public_invitations.show', { params: { unique_id: 'a/b c' } });
    await api.call('access_keys.list', { query: { page: 2, query: 'ana' } });
    const [first, second, third] = fetchMock.mock.calls;
    expect([first?.[0], first?.[1]?.method]).toEqual(['/api/v1/events/7/guests/9', 'PATCH']);
    expect([second?.[0], second?.[1]?.method]).toEqual(['/api/v1/public/invitations/a%2Fb%20c', 'GET']);
    expect(second?.[1]?.headers).not.toHaveProperty('Authorization');
    expect([third?.[0], third?.[1]?.method]).toEqual(['/api/v1/access_keys?page=2&query=ana', 'GET']);
    expect(third?.[1]?.headers).toHaveProperty('Authorization', 'Token=secret-token');
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('/transactions', { page: 2, date: '', access_server: null, query: undefined, all: true })).toBe(
      '/api/v1/transactions?page=2&date=&all=true',
    );
  });

  it('turns an error body into an ApiError with its code and fields', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, { code: 'validation_failed', message: 'bad', fields: [{ path: 'user.phone', message: 'x' }] }),
    );
    const error = await api.call('users.list').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', fields: [{ path: 'user.phone' }] });
  });

  it('does not retry a 500 unless asked', async () => {
    fetchMock.mockResolvedValue(json(500, { code: 'internal_error', message: 'boom' }));
    await expect(api.call('transactions.list')).rejects.toMatchObject({ code: 'internal_error' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it(`retries a 500 up to ${RETRY_LIMIT} times when asked, then fails`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json(500, { code: 'internal_error', message: 'boom' }));
    const result = api.call('transactions.list', { retryOn500: true }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ code: 'internal_error' });
    expect(fetchMock).toHaveBeenCalledTimes(RETRY_LIMIT + 1);
  });

  it('stops retrying once the server answers', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(json(500, { code: 'internal_error', message: 'boom' }))
      .mockResolvedValueOnce(json(200, { transactions: [] }));
    const result = api.call('transactions.list', { retryOn500: true });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ transactions: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ends the session on a 403 (suspended account)', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { code: 'suspended_account', message: 'x' }));
    await expect(api.call('session.show')).rejects.toMatchObject({ code: 'suspended_account', handled: true });
    expect(getSession()).toBeNull();
    expect(ended).toHaveBeenCalledWith('suspended_account');
  });

  it('keeps the session on a plain 401, and reports it', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'x' }));
    await expect(api.call('users.list')).rejects.toMatchObject({ code: 'unauthorized', handled: false });
    expect(getSession()).not.toBeNull();
  });

  it('can keep a 401 quiet', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'x' }));
    await expect(api.call('access_keys.list', { on401: 'silent' })).rejects.toMatchObject({ handled: true });
    expect(getSession()).not.toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });

  it('logs out with "please log in again" on an expired token, or where the screen asks for it', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'token_expired', message: 'x' }));
    await expect(api.call('users.list')).rejects.toMatchObject({ code: 'token_expired', handled: true });
    expect(getSession()).toBeNull();

    setSession({ token: 't2', user: { id: 1, role: 'host' } as User });
    fetchMock.mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'x' }));
    await expect(api.call('access_keys.list', { on401: 'logout' })).rejects.toMatchObject({ code: 'token_expired' });
    expect(getSession()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it('logout forgets the session before it revokes the token, so no screen sends the revoked token again', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const done = logout();
    expect(getSession()).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/v1/logout', 'DELETE']);
    expect(init?.headers).toHaveProperty('Authorization', 'Token=secret-token');
    answer(new Response(null, { status: 204 }));
    await done;
    expect(ended).not.toHaveBeenCalled();
  });

  it('leaves login failures to the login screen', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { code: 'suspended_account', message: 'x' }));
    await expect(api.call('session.create', { body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject({
      code: 'suspended_account',
    });
    expect(getSession()).not.toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });

  it('counts a request that found no server as offline until the server answers again (docs/offline.md)', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await api.call('users.list');
    expect(isReachable()).toBe(true);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.call('users.list')).rejects.toMatchObject({ code: 'connection_error' });
    expect(isReachable()).toBe(false);

    // Any answer of the server, an error included, means it is reachable.
    fetchMock.mockResolvedValueOnce(json(500, { code: 'internal_error', message: 'x' }));
    await expect(api.call('users.list')).rejects.toMatchObject({ code: 'internal_error' });
    expect(isReachable()).toBe(true);

    // The browser's own flag counts too.
    vi.stubGlobal('navigator', { onLine: false });
    expect(isReachable()).toBe(false);
  });

  it('reports a connection failure and a timeout as such', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.call('users.list')).rejects.toMatchObject({ code: 'connection_error', status: 0 });

    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(apiRequest('/users', { timeoutMs: 20 })).rejects.toMatchObject({ code: 'timeout' });
  });

  it('reads a 419 as a 422 (spec §8: "on edit, wrong parameters"), keeping its code and fields, and the session', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Page Expired"}', { status: 419 }));
    await expect(api.call('events.update', { params: { id: 1 }, body: {} as never })).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      handled: false,
    });
    fetchMock.mockResolvedValueOnce(
      json(419, { code: 'validation_failed', message: 'x', fields: [{ path: 'body.event.name', message: 'y' }] }),
    );
    await expect(api.call('events.update', { params: { id: 1 }, body: {} as never })).rejects.toMatchObject({
      status: 422,
      fields: [{ path: 'body.event.name' }],
    });
    expect(getSession()).not.toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });

  it('reads a non-JSON failure by its status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.call('users.list')).rejects.toMatchObject({ code: 'internal_error', status: 502 });
  });

  it("reads a database outage (Garita's 503) and a balancer with no instance ready (any 503) as service_unavailable, whose sentence tells the guard nothing was granted", async () => {
    fetchMock.mockResolvedValueOnce(json(503, { code: 'service_unavailable', message: 'x' }));
    const scan = { query: { gate: 1, key: 'abc' } } as const;
    await expect(api.call('access_keys.validate', scan)).rejects.toMatchObject({
      code: 'service_unavailable',
      status: 503,
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>503 Service Unavailable</html>', { status: 503 }));
    await expect(api.call('access_keys.validate', scan)).rejects.toMatchObject({ code: 'service_unavailable' });
    // A scan is not an idempotent creation: it is not resent, the guard sees the error at once.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(resources.en.errors.service_unavailable).toMatch(/nothing was granted or saved\. Try again/);
    expect(resources.es.errors.service_unavailable).toMatch(/no se autorizó ni se guardó nada\. Inténtalo de nuevo/);
  });

  describe('idempotent creation', () => {
    const keyOf = (call: Parameters<typeof fetch> | undefined) =>
      (call?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
    const eventBody = { event: { name: 'Posada', start_date: '19/12/2030 20:00:00' }, guests: [], access_servers: [1] };
    const hangUntilAborted: Parameters<typeof fetchMock.mockImplementationOnce>[0] = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

    it('resends a creation whose answer was lost with the same Idempotency-Key, and answers what the server said', async () => {
      // Real timers: the timeout is the browser's AbortSignal.timeout.
      fetchMock
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockImplementationOnce(hangUntilAborted)
        .mockResolvedValueOnce(json(201, { event: { id: 7 } }));
      const result = api.call('events.create', { body: eventBody as never, timeoutMs: 50 });
      await expect(result).resolves.toEqual({ event: { id: 7 } });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      const keys = fetchMock.mock.calls.map(keyOf);
      expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set(keys)).toEqual(new Set([keys[0]]));
    });

    it(`gives up after ${IDEMPOTENT_RETRY_LIMIT} resends and reports the last failure`, async () => {
      vi.useFakeTimers();
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const result = api.call('access_keys.create', { body: {} as never }).catch((e: unknown) => e);
      await vi.runAllTimersAsync();
      expect(await result).toMatchObject({ code: 'connection_error' });
      expect(fetchMock).toHaveBeenCalledTimes(IDEMPOTENT_RETRY_LIMIT + 1);
      expect(new Set(fetchMock.mock.calls.map(keyOf)).size).toBe(1);
    });

    it('makes a new key for each submission, and takes one given', async () => {
      fetchMock.mockImplementation(async () => json(201, { ok: true }));
      await api.call('transactions.create', { body: {} as never });
      await api.call('transactions.create', { body: {} as never });
      await api.call('events.add_guests', { params: { id: 1 }, body: { guests: [] }, idempotencyKey: 'mine' });
      const [first, second, third] = fetchMock.mock.calls.map(keyOf);
      expect(first).not.toBe(second);
      expect(third).toBe('mine');
    });

    it('neither sends a key nor resends where the endpoint is not idempotent', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(api.call('users.update', { params: { id: 1 }, body: { user: {} } })).rejects.toMatchObject({
        code: 'connection_error',
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(keyOf(fetchMock.mock.calls[0])).toBeUndefined();
    });

    it("resends with the same key after a load balancer's 502, 503 or 504 (the instance died or none was ready)", async () => {
      vi.useFakeTimers();
      fetchMock
        .mockResolvedValueOnce(new Response('<html>502 Bad Gateway</html>', { status: 502 }))
        .mockResolvedValueOnce(json(503, { code: 'service_unavailable', message: 'x' }))
        .mockResolvedValueOnce(new Response('', { status: 504 }))
        .mockResolvedValueOnce(json(201, { transaction: { id: 9 } }));
      const result = api.call('transactions.create', { body: {} as never });
      await vi.runAllTimersAsync();
      await expect(result).resolves.toEqual({ transaction: { id: 9 } });
      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(new Set(fetchMock.mock.calls.map(keyOf)).size).toBe(1);
    });

    it("does not resend Garita's own answer with such a status (502 gate_driver_failed): it came", async () => {
      fetchMock.mockResolvedValue(json(502, { code: 'gate_driver_failed', message: 'x' }));
      await expect(api.call('transactions.create', { body: {} as never })).rejects.toMatchObject({
        code: 'gate_driver_failed',
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("does not resend a balancer's 502 where the endpoint is not idempotent", async () => {
      fetchMock.mockResolvedValue(new Response('<html>502 Bad Gateway</html>', { status: 502 }));
      await expect(api.call('users.update', { params: { id: 1 }, body: { user: {} } })).rejects.toMatchObject({
        code: 'internal_error',
        status: 502,
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('does not resend an answer that came, even a failure', async () => {
      fetchMock.mockResolvedValue(json(422, { code: 'validation_failed', message: 'x' }));
      await expect(api.call('events.create', { body: eventBody as never })).rejects.toMatchObject({ status: 422 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});
