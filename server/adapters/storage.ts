import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files' bytes live. Keys are ids the server made (UUIDs), never names from a client.
 * The default is a folder on local disk (<ATSTEEL_DATA_DIR>/files); several server processes need a
 * shared folder or an object store behind this same interface.
 */
export interface FileStorage {
  readonly name: string;
  put(key: string, body: Buffer): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** Every key stored and when, for the clean-up of bytes no row describes. */
  entries(): AsyncIterable<{ key: string; storedAt: Date }>;
}

const SAFE_KEY = /^[A-Za-z0-9-]{8,64}$/;

function checkedKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Files on local disk under `root`, spread over 256 sub-folders by the key's first two characters. */
export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, checkedKey(key).slice(0, 2).toLowerCase(), key);
  return {
    name: 'local',
    async put(key, body) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *entries() {
      const folders = await readdir(root).catch(() => [] as string[]);
      for (const folder of folders) {
        const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
        // Half-written `.part` files are not keys.
        for (const name of names.filter((item) => SAFE_KEY.test(item))) {
          const info = await stat(path.join(root, folder, name)).catch(() => undefined);
          if (info) yield { key: name, storedAt: info.mtime };
        }
      }
    },
  };
}
