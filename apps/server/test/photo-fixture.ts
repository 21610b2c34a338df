// What the photos suites share: a camera-like JPEG, photos as base64, fetching a photo by its signed URL, and
// visit keys to attach photos to (the demo host's and the other network's host's).
import sharp from 'sharp';
import type { Db } from '../src/db/index.ts';

export const b64 = (bytes: Buffer) => bytes.toString('base64');

/** A camera-like JPEG: 3000x2000, rotated by EXIF (orientation 6), with maker and copyright tags. */
export const cameraJpeg = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCo', Copyright: 'SecretOwner' } } })
    .toBuffer();

/** GET of a photo's URL on the server at `serverUrl`, without a token as an <img> loads it. */
export async function fetchPhotoFrom(serverUrl: string, url: string) {
  const res = await fetch(`${serverUrl}${url}`);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A visit key of user `userId` at the access points `serverIds`, valid from an hour before `now` to an hour after. */
export async function insertKey(
  db: Db,
  now: number,
  networkId: number,
  userId: number,
  serverIds: number[],
): Promise<number> {
  const key = await db
    .insertInto('access_keys')
    .values({
      network_id: networkId,
      user_id: userId,
      unique_id: `photo-test-${networkId}-${serverIds.join('-')}-${Math.random()}`,
      access_key_type_id: 1,
      visitor_name: 'Visitante de prueba',
      valid_from: new Date(now - 3_600_000),
      valid_until: new Date(now + 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('access_key_access_servers')
    .values(serverIds.map((access_server_id) => ({ access_key_id: key.id, access_server_id, network_id: networkId })))
    .execute();
  return key.id;
}

/**
 * Two keys valid at `now`: the demo host's at Caseta Principal and Acceso Norte (`palmasKey`) and the other
 * network's host's at Recepción (`otherKey`); and the demo host (`palmasHost`) for more.
 */
export async function insertPhotoKeys(db: Db, now: number) {
  const user = (email: string) =>
    db.selectFrom('users').select(['id', 'network_id']).where('email', '=', email).executeTakeFirstOrThrow();
  const palmasHost = await user('host@demo.test');
  const otherHost = await user('host@other.test');
  const servers = await db.selectFrom('access_servers').select(['id', 'network_id', 'name']).execute();
  const idOf = (name: string) => servers.find((s) => s.name === name)?.id ?? 0;
  const palmasKey = await insertKey(db, now, palmasHost.network_id, palmasHost.id, [
    idOf('Caseta Principal'),
    idOf('Acceso Norte'),
  ]);
  const otherKey = await insertKey(db, now, otherHost.network_id, otherHost.id, [idOf('Recepción')]);
  return { palmasHost, palmasKey, otherKey };
}
