import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './file-storage.ts';

/** Files under a folder of the machine (DATA_DIR/files): the single-machine default on SQLite. */
export class FolderStorage implements FileStorage {
  readonly inDatabase = false;

  constructor(private readonly root: string) {}

  async put(files: StoredFile[]): Promise<void> {
    await Promise.all(files.map((f) => this.write(f.key, f.data)));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.resolve(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  /**
   * Written beside and renamed into place: a process killed meanwhile never leaves half a file. Photos
   * are private like the database: the file and its folders are the server's user's alone.
   */
  private async write(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
    const partial = `${full}.${randomUUID()}.partial`;
    await fs.writeFile(partial, data, { mode: 0o600 });
    await fs.rename(partial, full);
  }

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('path escapes the file store');
    return full;
  }
}
