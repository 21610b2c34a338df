// Photos in an S3-compatible bucket (S3_BUCKET; docs/deploy.md, "Photo storage"), against a real S3 server on a
// loopback port (test/s3-server.ts): stored as objects, not files; served through the same signed Garita URL as on
// the local disk; removed from the bucket by the ARCO erase and by the retention purge. And the signing secret
// every instance on one database shares when SIGNING_SECRET is not set.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { sign } from '../src/lib/tokens.ts';
import { createPurgeService } from '../src/services/purge.service.ts';
import { createStorage } from '../src/storage/index.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';
import { b64, fetchPhotoFrom, insertPhotoKeys } from './photo-fixture.ts';
import { S3_KEYS, startS3, type TestS3 } from './s3-server.ts';

let s3: TestS3;
let server: TestServer;
let guard: Client;
let admin: Client;
let palmasKey: number;
let s3Env: Record<string, string>;
let png: string;

const addPhoto = async () => {
  const res = await guard.post('/access_keys/add_photos', { access_key_id: palmasKey, photos: { other: png } });
  expect(res.status).toBe(201);
  return res.body.photos.at(-1).url as string;
};
const keyOf = async (url: string) => {
  const id = Number(new URL(url, server.url).pathname.split('/').at(-1));
  return (await server.db.selectFrom('photos').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow())
    .storage_key;
};

beforeAll(async () => {
  s3 = await startS3();
  s3Env = { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_REGION: 'us-east-1', ...S3_KEYS };
  // No SIGNING_SECRET: the secret comes from the database.
  server = await startTestServer(s3Env);
  [guard, admin] = await server.asEach('guard@demo.test', 'admin@demo.test');
  ({ palmasKey } = await insertPhotoKeys(server.db, Date.now()));
  png = b64(
    await sharp({ create: { width: 24, height: 24, channels: 3, background: '#08f' } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe('photos in an S3-compatible bucket', () => {
  it('stores a photo as an object (no file in DATA_DIR) and serves it through the same signed URL', async () => {
    const url = await addPhoto();
    expect(url).toMatch(/^\/api\/v1\/photos\/\d+\?expires=\d+&signature=[\w-]+$/);
    const key = await keyOf(url);
    expect(s3.keys()).toContain(key);
    expect(fs.existsSync(path.join(server.dataDir, 'photos'))).toBe(false);
    const photo = await fetchPhotoFrom(server.url, url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // A tampered link is refused before the bucket is asked. Its signature's first character changed: to another
    // one always (a signature that began with the replacement was left as it was: 1 run in 64 failed).
    const tampered = url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(url);
    expect((await fetchPhotoFrom(server.url, tampered)).status).toBe(404);
  });

  it('signs with the secret kept in the database, so every instance on it accepts the same links', async () => {
    const url = new URL(await addPhoto(), server.url);
    const row = await server.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'photo_url_signing')
      .executeTakeFirstOrThrow();
    const id = url.pathname.split('/').at(-1);
    const expires = url.searchParams.get('expires');
    const photo = await server.db
      .selectFrom('photos')
      .select('network_id')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(url.searchParams.get('signature')).toBe(sign(row.value, `photo:${id}:${photo.network_id}:${expires}`));
  });

  it('ARCO erase deletes the objects from the bucket', async () => {
    const key = await keyOf(await addPhoto());
    expect(s3.keys()).toContain(key);
    const res = await admin.post('/personal_data/erase', { access_keys: [palmasKey] });
    expect(res.status).toBe(200);
    expect(res.body.photos).toBeGreaterThan(0);
    expect(s3.keys()).not.toContain(key);
  });

  it('the retention purge deletes old photos from the bucket', async () => {
    const { palmasKey: fresh } = await insertPhotoKeys(server.db, Date.now());
    const res = await guard.post('/access_keys/add_photos', { access_key_id: fresh, photos: { other: png } });
    const key = await keyOf(res.body.photos.at(-1).url);
    expect(s3.keys()).toContain(key);
    const storage = createStorage(loadConfig({ DATA_DIR: server.dataDir, ...s3Env }));
    const later = new Date(Date.now() + 10 * 366 * 86_400_000);
    const network = await server.db
      .selectFrom('access_keys')
      .select('network_id')
      .where('id', '=', fresh)
      .executeTakeFirstOrThrow();
    const outcome = await createPurgeService({ db: server.db, storage, now: () => later }).run({
      trigger: 'cli',
      networkIds: [network.network_id],
    });
    expect(outcome.ran).toBe(true);
    expect(s3.keys()).not.toContain(key);
    expect(s3.keys()).toEqual([]);
  });
});
