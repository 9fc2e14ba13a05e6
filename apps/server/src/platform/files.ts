import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Photos (punch photos, employee reference photos, user pictures) kept under DATA_DIR/files/{company}/.
 * Browsers load them with <img>, which cannot send the bearer token, so API answers hand out URLs signed
 * for a short time instead: only a user who was allowed to read the entity gets a working URL.
 */
export class FileStore {
  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly now: () => Date,
    private readonly urlTtlSeconds = 3600,
  ) {}

  /** Stores an image and returns its relative path (what the database keeps). */
  async saveImage(companyId: number, kind: string, data: Buffer): Promise<string> {
    const ext = imageExtension(data);
    if (!ext) throw new Error('not a JPEG, PNG or WebP image');
    const rel = path.posix.join(String(companyId), kind, `${randomUUID()}.${ext}`);
    const full = this.resolve(rel);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, data);
    return rel;
  }

  async remove(rel: string): Promise<void> {
    await fs.rm(this.resolve(rel), { force: true });
  }

  /** A URL to the file that works until it expires; null when there is no file. */
  signedUrl(rel: string | null): string | null {
    if (!rel) return null;
    const exp = Math.floor(this.now().getTime() / 1000) + this.urlTtlSeconds;
    return `/api/v1/files/${rel}?exp=${exp}&sig=${this.sign(rel, exp)}`;
  }

  /** The absolute path and content type when the signature holds and has not expired. */
  verify(rel: string, exp: number, sig: string): { file: string; type: string } | null {
    if (!Number.isFinite(exp) || exp < this.now().getTime() / 1000) return null;
    const expected = Buffer.from(this.sign(rel, exp));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const type = IMAGE_TYPES[path.extname(rel).slice(1)];
    return type ? { file: this.resolve(rel), type } : null;
  }

  private sign(rel: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${rel}:${exp}`).digest('base64url');
  }

  private resolve(rel: string): string {
    const full = path.resolve(this.root, rel);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('path escapes the file store');
    return full;
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
