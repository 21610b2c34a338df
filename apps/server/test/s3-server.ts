// A real S3-compatible server for the photo storage tests: s3rver (npm), started on a loopback port with a fresh
// folder and one bucket, closed (and its folder removed) by `close()`. Chosen over moto's server mode because it
// installs with `npm install` like every other test dependency (no Python package index is reachable here) and
// speaks the S3 REST API over real HTTP, path-style, as the AWS SDK calls it (docs/deploy.md). It does not refuse
// a wrong secret key, so credentials are not what these tests prove.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; the three calls used here are typed below.
import S3rverModule from 's3rver';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
const S3rver = S3rverModule as new (options: Record<string, unknown>) => S3rverInstance;

/** s3rver's default keys. */
export const S3_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** Every object key stored in the bucket. */
  keys(): string[];
  close(): Promise<void>;
}

export async function startS3(bucket = 'garita-photos'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const root = path.join(directory, bucket);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    keys: () =>
      (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => f.endsWith('.jpg._S3rver_object'))
        .map((f) =>
          f
            .replace(/\._S3rver_object$/, '')
            .split(path.sep)
            .join('/'),
        ),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
