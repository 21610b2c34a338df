// Photo storage: bytes by key. A local folder under DATA_DIR by default; any S3-compatible object store when
// S3_BUCKET is set (docs/deploy.md, "Photo storage"). Either way the bytes reach a browser only through Garita's
// signed URL (services/photos.service.ts): the bucket stays private.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

export interface PhotoStorage {
  /** `local` or `s3`: where the bytes live, for the logs and the deploy docs. */
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes; a key already gone is not an error. */
  delete(key: string): Promise<void>;
}

export function localStorage(root: string): PhotoStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad storage key ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2, …); unset: AWS itself. */
  endpoint?: string | undefined;
  region: string;
  /** Both or neither; neither: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, profiles, instance roles). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: most self-hosted stores want it. */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `garita/`, to share a bucket. */
  prefix: string;
}

export function s3Storage(settings: S3Settings): PhotoStorage {
  // The SDK is loaded at the first photo, not at start-up: most sites keep photos on disk, and the import is slow.
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: import('@aws-sdk/client-s3').S3Client }>;
  const s3 = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        forcePathStyle: settings.forcePathStyle,
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
      }),
    }));
    return loaded;
  };
  const Bucket = settings.bucket;
  const Key = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    async put(key, bytes) {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: Key(key), Body: bytes, ContentType: 'image/jpeg' }));
    },
    async get(key) {
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: Key(key) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      // S3 answers 204 for a key that is not there: deleting twice is not an error.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}

/** The storage the settings choose: S3 when S3_BUCKET is set, otherwise DATA_DIR/photos. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): PhotoStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'photos'));
}
