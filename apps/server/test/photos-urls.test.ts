// Photo URLs: signed links an <img> loads without a token, that expire and cannot be forged or pointed at
// another photo; and the save()/urlsFor() interface the register and key services build on.
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { createOutboxWorker } from '../src/services/outbox.ts';
import { createPhotosService } from '../src/services/photos.service.ts';
import { localStorage } from '../src/storage/index.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';
import { b64, cameraJpeg, fetchPhotoFrom, insertPhotoKeys } from './photo-fixture.ts';

const SECRET = 'test-signing-secret-0123456789abcdef';
const TTL = 900;
let clock = Date.now();
let server: TestServer;
let guard: Client;
let otherAdmin: Client;
let palmasKey: number;
let otherKey: number;

const photoRows = () => server.db.selectFrom('photos').selectAll().orderBy('id').execute();
const fetchPhoto = (url: string) => fetchPhotoFrom(server.url, url);

beforeAll(async () => {
  server = await startTestServer({ SIGNING_SECRET: SECRET, PHOTO_URL_TTL_SECONDS: String(TTL) }, () => new Date(clock));
  [guard, otherAdmin] = await server.asEach('guard@demo.test', 'admin@other.test');
  ({ palmasKey, otherKey } = await insertPhotoKeys(server.db, clock));
});
afterAll(() => server.close());

describe('signed photo URLs', () => {
  let url: string;
  let otherUrl: string;
  beforeAll(async () => {
    const png = b64(
      await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f80' } })
        .png()
        .toBuffer(),
    );
    url = (
      await guard.post('/access_keys/add_photos', { access_key_id: palmasKey, photos: { accreditation: png } })
    ).body.photos.at(-1).url;
    otherUrl = (
      await otherAdmin.post('/access_keys/add_photos', { access_key_id: otherKey, photos: { other: png } })
    ).body.photos.at(-1).url;
  });

  it('refuses tampered, incomplete and foreign links with the same 404', async () => {
    const u = new URL(url, server.url);
    const id = u.pathname.split('/').at(-1) as string;
    const expires = u.searchParams.get('expires') as string;
    const signature = u.searchParams.get('signature') as string;
    const otherId = new URL(otherUrl, server.url).pathname.split('/').at(-1) as string;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const variants = [
      `/api/v1/photos/${id}?expires=${expires}&signature=${flipped}`,
      `/api/v1/photos/${id}?expires=${Number(expires) + 60}&signature=${signature}`,
      `/api/v1/photos/${id}?expires=${expires}`,
      `/api/v1/photos/${id}?signature=${signature}`,
      `/api/v1/photos/${id}`,
      `/api/v1/photos/${id}?expires=abc&signature=${signature}`,
      `/api/v1/photos/${otherId}?expires=${expires}&signature=${signature}`,
      `/api/v1/photos/${Number(id) + 1000}?expires=${expires}&signature=${signature}`,
    ];
    for (const variant of variants) {
      const res = await server.call('GET', variant);
      expect(res, variant).toEqual({ status: 404, body: { code: 'not_found', message: 'Not found' } });
    }
    expect((await fetchPhoto(url)).status).toBe(200);
    expect((await fetchPhoto(otherUrl)).status).toBe(200);
    expect((await server.call('GET', '/api/v1/photos/abc?expires=1&signature=x')).status).toBe(422);
  });

  it('stops working once expired, and a fresh listing signs a new link', async () => {
    const saved = clock;
    try {
      clock = saved + (TTL + 61) * 1000;
      expect((await fetchPhoto(url)).status).toBe(404);
      const again = await guard.post('/access_keys/add_photos', {
        access_key_id: palmasKey,
        photos: {
          other: b64(
            await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } })
              .png()
              .toBuffer(),
          ),
        },
      });
      const fresh = again.body.photos.find((p: any) => p.access_server_photo_type === 'accreditation').url;
      expect(fresh).not.toBe(url);
      expect((await fetchPhoto(fresh)).status).toBe(200);
    } finally {
      clock = saved;
    }
  });
});

describe('save() and urlsFor() for other services', () => {
  let ctx: AppContext;
  beforeAll(() => {
    const config = loadConfig({ DATA_DIR: server.dataDir, PHOTO_URL_TTL_SECONDS: String(TTL) });
    ctx = {
      config,
      db: server.db,
      mailer: { send: async () => {} },
      storage: localStorage(path.join(server.dataDir, 'photos')),
      signingSecret: SECRET,
      log: console as never,
      now: () => new Date(clock),
      outbox: createOutboxWorker({ db: server.db, log: console as never, now: () => new Date(clock) }, {}),
    };
  });

  it("stores photos of a transaction inside the caller's transaction and lists them by transaction id", async () => {
    const photos = createPhotosService(ctx);
    const transaction = await server.db
      .selectFrom('transactions')
      .select(['id', 'network_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const jpeg = b64(await cameraJpeg());
    await server.db.transaction().execute((trx) =>
      photos.save(trx, {
        networkId: transaction.network_id,
        transactionId: transaction.id,
        photos: { front_plates: jpeg, photo_id: jpeg },
      }),
    );
    const urls = await photos.urlsFor(server.db, {
      networkId: transaction.network_id,
      transactionIds: [transaction.id, 999999],
    });
    expect([...urls.keys()]).toEqual([transaction.id]);
    expect(urls.get(transaction.id)?.map((p) => p.access_server_photo_type)).toEqual(['photo_id', 'front_plates']);
    expect((await fetchPhoto(urls.get(transaction.id)?.[0]?.url ?? '')).status).toBe(200);
    // Another network sees none of them.
    expect((await photos.urlsFor(server.db, { networkId: 2, transactionIds: [transaction.id] })).size).toBe(0);
  });

  it('leaves no row behind when the caller rolls back, and refuses all photos when one is bad', async () => {
    const photos = createPhotosService(ctx);
    const before = await photoRows();
    const jpeg = b64(await cameraJpeg());
    await expect(
      server.db.transaction().execute(async (trx) => {
        await photos.save(trx, { networkId: 1, accessKeyId: palmasKey, photos: { other: jpeg } });
        throw new Error('register refused later');
      }),
    ).rejects.toThrow('register refused later');
    await expect(
      photos.save(server.db, { networkId: 1, accessKeyId: palmasKey, photos: { other: jpeg, photo_id: 'nope' } }),
    ).rejects.toMatchObject({ status: 422, code: 'invalid_photo', fields: [{ path: 'photos.photo_id' }] });
    await photos.save(server.db, { networkId: 1, accessKeyId: palmasKey, photos: {} });
    expect(await photoRows()).toEqual(before);
  });
});
