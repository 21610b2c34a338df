// The queue's way back (docs/offline.md, "Back online"): in order, each register with its own Idempotency-Key,
// off the queue only once the server answered for it; a refusal kept aside and counted as such, no answer leaving
// the rest for the next round; then the offline spell. IndexedDB is fake-indexeddb's; fetch is stubbed.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wipeOfflineStore } from '../../../lib/offline-store.ts';
import { markOffline, queueOfflineRegister, recordOfflineDecision } from './offline-gate.ts';
import { syncQueue } from './offline-sync.ts';

const AP = 7;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const registered = (id: number) =>
  json(201, {
    transaction: {
      id,
      access_granted: true,
      access_allowed: true,
      access_type: 'access',
      access_key_status: { description: null, message: '' },
    },
    conflict: null,
  });

const fetchMock = vi.fn<typeof fetch>();
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    body: JSON.parse(String(init?.body ?? 'null')),
  }));

async function queueTwo() {
  const body = (key: string) => ({
    key,
    gate_id: 70,
    access_allowed: true,
    watchlist_acknowledged: false,
    notes: '',
    photos: { photo_id: 'data:image/jpeg;base64,/9j/AAAA' },
    custom_attrs: {},
  });
  const decision = { granted: true, reason: null };
  await queueOfflineRegister(AP, body('K-1'), decision, 'Uno', { uniqueId: 'K-1', type: 'access' });
  await queueOfflineRegister(AP, body('K-2'), decision, 'Dos', { uniqueId: 'K-2', type: 'access' });
}

beforeEach(async () => {
  await wipeOfflineStore();
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('back online', () => {
  it('sends the queue in order with each item its own Idempotency-Key, photos and all, then the offline spell', async () => {
    await markOffline(AP);
    await recordOfflineDecision(AP, true);
    await recordOfflineDecision(AP, false);
    await queueTwo();
    fetchMock
      .mockResolvedValueOnce(registered(11))
      .mockResolvedValueOnce(registered(12))
      .mockResolvedValueOnce(json(201, { period: {} }));

    expect(await syncQueue(AP)).toMatchObject({ synced: 2, failed: 0 });
    const [first, second, spell] = sent();
    expect([first?.url, second?.url, spell?.url]).toEqual([
      '/api/v1/offline/registers',
      '/api/v1/offline/registers',
      '/api/v1/offline/periods',
    ]);
    expect(first?.body.register).toMatchObject({ key: 'K-1', photos: { photo_id: 'data:image/jpeg;base64,/9j/AAAA' } });
    expect(first?.body.offline_decision).toEqual({ granted: true, reason: null });
    expect(first?.body.device_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.body.register.key).toBe('K-2');
    expect(first?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.key).not.toBe(first?.key);
    expect(spell?.body).toMatchObject({ access_server_id: AP, decisions: { granted: 1, denied: 1 } });

    // Nothing left: a second round sends nothing.
    fetchMock.mockClear();
    expect(await syncQueue(AP)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps what got no answer for the next round, with the same Idempotency-Key', async () => {
    await queueTwo();
    fetchMock.mockResolvedValueOnce(registered(11)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    // The API client resends a lost answer itself (IDEMPOTENT_RETRY_LIMIT): every try fails here.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await syncQueue(AP)).toMatchObject({ synced: 1, failed: 0 });
    const lost = sent()[1]?.key;

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(registered(12));
    expect(await syncQueue(AP)).toMatchObject({ synced: 1, failed: 0 });
    const [again] = sent();
    expect(again?.body.register.key).toBe('K-2');
    expect(again?.key).toBe(lost);
  });

  it("sends a register again under a new device id when the server says the id is another network's", async () => {
    await queueTwo();
    fetchMock
      .mockResolvedValueOnce(json(409, { code: 'device_taken', message: 'x' }))
      .mockResolvedValueOnce(registered(11))
      .mockResolvedValueOnce(registered(12));
    expect(await syncQueue(AP)).toMatchObject({ synced: 2, failed: 0 });
    const [refused, again] = sent();
    expect(again?.body.register.key).toBe('K-1');
    expect(again?.body.device_id).not.toBe(refused?.body.device_id);
    expect(again?.key).toBe(refused?.key);
  });

  it('counts a register the server refuses for good as not synced, keeps it aside and goes on', async () => {
    await queueTwo();
    fetchMock
      .mockResolvedValueOnce(json(422, { code: 'validation_failed', message: 'x', fields: [] }))
      .mockResolvedValueOnce(registered(12));
    expect(await syncQueue(AP)).toMatchObject({ synced: 1, failed: 1 });
    expect(sent().map((call) => call.body.register.key)).toEqual(['K-1', 'K-2']);
  });
});
