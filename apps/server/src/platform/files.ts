import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { ControlledTransaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { FileStorage, StoredFile } from './storage/file-storage.ts';

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Says what went wrong with a write nobody waits for (files written after their transaction). */
type ErrorLog = { error(obj: object, msg: string): void };

/**
 * Photos (punch photos, employee reference photos, user pictures) under keys {company}/{kind}/{uuid}.ext
 * in the shared file storage (storage/file-storage.ts). Browsers load them with <img>, which cannot send
 * the bearer token, so API answers hand out URLs signed for a short time instead: only a user who was
 * allowed to read the entity gets a working URL, and any instance that shares the token secret and the
 * storage serves it.
 */
export class FileStore {
  constructor(
    private readonly storage: FileStorage,
    private readonly secret: string,
    private readonly now: () => Date,
    private readonly log: ErrorLog,
    private readonly urlTtlSeconds = 3600,
  ) {}

  /** An image ready to be stored, under a new key; nothing is written yet. Throws when it is no image. */
  prepareImage(companyId: number, kind: string, data: Buffer): StoredFile {
    const ext = imageExtension(data);
    if (!ext) throw new Error('not a JPEG, PNG or WebP image');
    const key = path.posix.join(String(companyId), kind, `${randomUUID()}.${ext}`);
    return { key, companyId, contentType: IMAGE_TYPES[ext]!, data };
  }

  /** Stores an image now and returns its key (what the database keeps). */
  async saveImage(companyId: number, kind: string, data: Buffer): Promise<string> {
    const file = this.prepareImage(companyId, kind, data);
    await this.storage.put([file]);
    return file.key;
  }

  /**
   * Commits the transaction with the files its rows point to, so that a transaction that fails or whose
   * process is killed leaves no file behind: in the database they are written inside it; elsewhere only
   * once it has committed (a failure then is logged: the rows stand, their photo is missing).
   */
  async commitWith(tx: ControlledTransaction<DB>, files: StoredFile[]): Promise<void> {
    if (this.storage.inDatabase) {
      await this.storage.put(files, tx);
      await tx.commit().execute();
      return;
    }
    await tx.commit().execute();
    await this.storage
      .put(files)
      .catch((err: unknown) =>
        this.log.error({ err, keys: files.map((f) => f.key) }, 'could not store files'),
      );
  }

  read(key: string): Promise<Buffer | null> {
    return this.storage.get(key);
  }

  remove(key: string): Promise<void> {
    return this.storage.remove(key);
  }

  /** A URL to the file that works until it expires; null when there is no file. */
  signedUrl(key: string | null): string | null {
    if (!key) return null;
    const exp = Math.floor(this.now().getTime() / 1000) + this.urlTtlSeconds;
    return `/api/v1/files/${key}?exp=${exp}&sig=${this.sign(key, exp)}`;
  }

  /** The file's content type when the signature holds and has not expired, else null. */
  verify(key: string, exp: number, sig: string): string | null {
    if (!Number.isFinite(exp) || exp < this.now().getTime() / 1000) return null;
    const expected = Buffer.from(this.sign(key, exp));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return IMAGE_TYPES[path.extname(key).slice(1)] ?? null;
  }

  private sign(key: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${key}:${exp}`).digest('base64url');
  }
}

/** Recognises an image by its first bytes, not by what the client claims. */
export function imageExtension(data: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (
    data.length > 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length > 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}
