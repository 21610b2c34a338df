// Photos through POST /access_keys/add_photos: re-encoding (EXIF gone, size capped, PNG converted), refusals
// that store nothing, and every role and the other network. Signed URLs and save()/urlsFor(): photos-urls.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from './harness.ts';
import { b64, cameraJpeg, fetchPhotoFrom, insertKey, insertPhotoKeys } from './photo-fixture.ts';

const TTL = 900;
const clock = Date.now();
let { server, admin, guard, host, family, otherAdmin, otherGuard } = {} as DemoServer; // set in beforeAll
let palmasKey: number;
let otherKey: number;
let lonelyKey: number; // at an access point the guard does not work at

const photoRows = () => server.db.selectFrom('photos').selectAll().orderBy('id').execute();
const storedFiles = (): string[] => {
  const root = path.join(server.dataDir, 'photos');
  return fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.jpg'))
    : [];
};
const fetchPhoto = (url: string) => fetchPhotoFrom(server.url, url);

/** A tiny PNG whose header claims 20000x20000 pixels: a decompression bomb's shape. */
function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(20001 * 10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  ({ server, admin, guard, host, family, otherAdmin, otherGuard } = await startDemoServer({
    PHOTO_URL_TTL_SECONDS: String(TTL),
  }));
  const { palmasHost, ...keys } = await insertPhotoKeys(server.db, clock);
  ({ palmasKey, otherKey } = keys);
  const lonely = await server.db
    .insertInto('access_servers')
    .values({ network_id: palmasHost.network_id, name: 'Casa Club', time_zone: 'America/Mexico_City' })
    .returning('id')
    .executeTakeFirstOrThrow();
  lonelyKey = await insertKey(server.db, clock, palmasHost.network_id, palmasHost.id, [lonely.id]);
});
afterAll(() => server.close());

describe('POST /access_keys/add_photos', () => {
  it('re-encodes a camera JPEG: upright, at most 1600 px, no EXIF, served through a signed URL', async () => {
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await guard.post('/access_keys/add_photos', {
      access_key_id: palmasKey,
      photos: { photo_id: `data:image/jpeg;base64,${b64(original)}` },
    });
    expect(res.status).toBe(201);
    expect(res.body.access_key_id).toBe(palmasKey);
    expect(res.body.photos).toHaveLength(1);
    expect(res.body.photos[0].access_server_photo_type).toBe('photo_id');
    expect(res.body.photos[0].url).toMatch(/^\/api\/v1\/photos\/\d+\?expires=\d+&signature=[\w-]+$/);

    const photo = await fetchPhoto(res.body.photos[0].url); // no token: an <img> loads it
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const maxAge = Number(/private, max-age=(\d+)/.exec(photo.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(TTL);
    const meta = await sharp(photo.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1067, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(photo.bytes.includes('PhoneCo')).toBe(false);
    expect(photo.bytes.includes('SecretOwner')).toBe(false);
    expect(photo.bytes.length).toBeLessThan(original.length);

    const [row] = (await photoRows()).filter((p) => p.access_key_id === palmasKey);
    expect(row).toMatchObject({ photo_type: 'photo_id', transaction_id: null, byte_size: photo.bytes.length });
    expect(row?.storage_key).toMatch(/^1\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
  });

  it("converts a transparent PNG to JPEG, reads the spec's `id` name, and lets an admin attach several", async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const res = await admin.post('/access_keys/add_photos', {
      access_key_id: String(palmasKey),
      photos: { id: b64(png), front_plates: `data:image/png;base64,${b64(png)}`, other: '' },
    });
    expect(res.status).toBe(201);
    const types = res.body.photos.map((p: any) => p.access_server_photo_type);
    expect(types).toEqual(['photo_id', 'photo_id', 'front_plates']);
    const photo = await fetchPhoto(res.body.photos[2].url);
    const meta = await sharp(photo.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 300, channels: 3 });
    const { data } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240); // transparent became white, not black
  });

  it('refuses what is not an image, or is too big, with invalid_photo naming the type, and stores nothing', async () => {
    const good = b64(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a0' } })
        .jpeg()
        .toBuffer(),
    );
    const bad: [string, string][] = [
      ['random bytes', b64(Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256)))],
      ['a text file', b64(Buffer.from('Nombre,Telefono\nMariana,5522334455\n'))],
      ['a text data URL', 'data:text/plain;base64,aG9sYQ=='],
      ['an SVG', `data:image/svg+xml;base64,${b64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))}`],
      ['not base64', 'this is not base64 at all!'],
      ['a truncated JPEG', b64(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 1)]))],
      ['a 20000x20000 image', b64(hugePng())],
      ['more than 8 MB', 'A'.repeat(12 * 1024 * 1024)],
    ];
    const rowsBefore = await photoRows();
    const filesBefore = storedFiles();
    for (const [what, data] of bad) {
      const res = await guard.post('/access_keys/add_photos', {
        access_key_id: palmasKey,
        photos: { photo_id: good, back_plates: data },
      });
      expect(res.status, what).toBe(422);
      expect(res.body.code, what).toBe('invalid_photo');
      expect(res.body.fields, what).toEqual([{ path: 'body.photos.back_plates', message: expect.any(String) }]);
    }
    expect(await photoRows()).toEqual(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('answers bad bodies with 4xx and a code', async () => {
    const cases: [unknown, number, string][] = [
      ['{"access_key_id":', 400, 'malformed_body'],
      [{ access_key_id: palmasKey }, 422, 'validation_failed'],
      [{ access_key_id: palmasKey, photos: {} }, 422, 'validation_failed'],
      [{ access_key_id: palmasKey, photos: { selfie: 'abc' } }, 422, 'validation_failed'],
      [{ access_key_id: palmasKey, photos: { photo_id: 42 } }, 422, 'validation_failed'],
      [{ access_key_id: 'abc', photos: { photo_id: 'abc' } }, 422, 'validation_failed'],
      [{ access_key_id: -1, photos: { photo_id: 'abc' } }, 422, 'validation_failed'],
      [{ access_key_id: 99999999, photos: { photo_id: 'abc' } }, 404, 'not_found'],
      [[1, 2], 422, 'validation_failed'],
    ];
    const before = await photoRows();
    for (const [body, status, code] of cases) {
      const res = await server.call('POST', '/api/v1/access_keys/add_photos', { token: guard.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code).toBe(code);
    }
    expect(await photoRows()).toEqual(before);
  });

  it('lets only admins and guards attach photos, to keys of their own network and access points', async () => {
    const png = b64(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const body = (id: number) => ({ access_key_id: id, photos: { other: png } });
    const before = await photoRows();
    expect((await host.post('/access_keys/add_photos', body(palmasKey))).body.code).toBe('user_no_access');
    expect((await family.post('/access_keys/add_photos', body(palmasKey))).body.code).toBe('user_no_access');
    expect((await otherAdmin.post('/access_keys/add_photos', body(palmasKey))).status).toBe(404);
    expect((await otherGuard.post('/access_keys/add_photos', body(palmasKey))).status).toBe(404);
    expect((await guard.post('/access_keys/add_photos', body(otherKey))).status).toBe(404);
    expect((await guard.post('/access_keys/add_photos', body(lonelyKey))).status).toBe(404);
    expect(await photoRows()).toEqual(before);
    expect((await admin.post('/access_keys/add_photos', body(lonelyKey))).status).toBe(201);
    expect((await otherGuard.post('/access_keys/add_photos', body(otherKey))).status).toBe(201);
  });
});
