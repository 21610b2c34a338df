// Photo storage: bytes by key. A local folder under DATA_DIR by default; the interface leaves room
// for an S3-compatible store in production.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface PhotoStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Deletes the bytes of `key`; false when there were none (already removed). */
  remove(key: string): Promise<boolean>;
}

export function localStorage(root: string): PhotoStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad storage key ${key}`);
    return file;
  };
  return {
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
    async remove(key) {
      try {
        await fs.unlink(resolve(key));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
