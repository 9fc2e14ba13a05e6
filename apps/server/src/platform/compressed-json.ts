import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const { constants } = zlib;

/**
 * The first form of an answer takes the fastest levels: on a 1 MB grid brotli 1 takes 2 ms for 76 KB
 * and gzip 1 3 ms for 81 KB, where brotli 4 and gzip 6 take 8 and 11 ms for 56 and 60 KB. A large
 * answer asked for again is compressed a second time, harder, on the thread pool, and sent so from then
 * on: a grid of 2,000 rows is 78 KB at brotli 1 and 50 KB at brotli 5 (about 6 ms once), and writing it
 * to the socket was a fifth of a kept grid's read. The first read keeps the fast level: it is a read
 * after a change, waiting for its answer.
 */
const LEVELS = { fast: { br: 1, gzip: 1 }, harder: { br: 5, gzip: 6 } } as const;

/** Answers larger than this, asked for again, are compressed a second time, harder (LEVELS). */
const HARDER_MIN_BYTES = 64 * 1024;

/**
 * The fast form is made on the request's thread, which waits for it: a 10 KB page of entries takes
 * 0.04 ms at once where the thread pool's hand-off cost 0.3 ms of CPU, and a 1 MB grid about 1 ms,
 * where through the pool its answer waited 17-25 ms for the request's thread, busy by then with the
 * scavenge V8 runs after a read that kept much of what it allocated (a week never read before). The
 * harder form, which nobody waits for, is made on the pool.
 */
function compress(encoding: Encoding, data: Buffer, level: keyof typeof LEVELS): Promise<Buffer> {
  const atOnce = level === 'fast';
  if (encoding === 'gzip') {
    const options = { level: LEVELS[level].gzip };
    return atOnce ? Promise.resolve(zlib.gzipSync(data, options)) : gzip(data, options);
  }
  // Brotli's window is sized to the body: its default of 4 MB made most of the cost of a small one.
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: LEVELS[level].br,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_LGWIN]: Math.min(
        constants.BROTLI_MAX_WINDOW_BITS,
        Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(data.length + 1))),
      ),
    },
  };
  return atOnce ? Promise.resolve(zlib.brotliCompressSync(data, options)) : brotli(data, options);
}

/** Below this a body goes as it is: compressing would save less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * A JSON answer kept with its compressed forms, each made the first time a client asks for it: kept in
 * a cache, a large answer is compressed once, not once per request.
 */
export class CompressibleJson {
  private readonly encoded = new Map<
    Encoding,
    { fast: Promise<Buffer>; body: Promise<Buffer>; sends: number }
  >();
  private tag: Promise<string> | undefined;

  constructor(readonly json: string) {}

  /**
   * The answer's entity tag, worked out once per answer, that is once per data revision of a
   * revision-cached answer (revision-cache.ts). A hash of the answer's fast brotli form, which every
   * browser asks for anyway: compression loses nothing, so one JSON has one tag, and a grid's 78 KB
   * hash in a tenth of a millisecond where its megabyte of JSON took 1.5 ms. A body too small to
   * compress is hashed as it is. Weak, because the bytes sent differ by encoding.
   */
  etag(): Promise<string> {
    this.tag ??= (
      this.json.length < MIN_COMPRESSED_BYTES ? Promise.resolve(this.json) : this.entry('br').fast
    ).then((bytes) => `W/"${createHash('sha1').update(bytes).digest('base64url')}"`);
    return this.tag;
  }

  encode(encoding: Encoding): Promise<Buffer> {
    const kept = this.entry(encoding);
    if (++kept.sends === 2 && this.json.length > HARDER_MIN_BYTES) this.compressHarder(encoding, kept);
    return kept.body;
  }

  /** The encoding's forms, the fast one made the first time it is wanted. */
  private entry(encoding: Encoding) {
    const kept = this.encoded.get(encoding);
    if (kept) return kept;
    const fast = compress(encoding, Buffer.from(this.json), 'fast');
    const entry = { fast, body: fast, sends: 0 };
    this.encoded.set(encoding, entry);
    fast.catch(() => this.encoded.delete(encoding));
    return entry;
  }

  /** Sends the harder form once it is made; until then, or if it fails, the fast one. */
  private compressHarder(encoding: Encoding, entry: { body: Promise<Buffer> }) {
    compress(encoding, Buffer.from(this.json), 'harder').then(
      (smaller) => void (entry.body = Promise.resolve(smaller)),
      () => undefined,
    );
  }
}

// Browsers send a handful of different headers; bounded, so odd ones cannot grow it.
const negotiator = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip'],
  cache: new LRUCache<string, string>({ max: 64 }),
});

/**
 * Sends the JSON compressed as the client accepts (brotli or gzip), or as it is; with its ETag, and
 * 304 without a body when the browser already holds this answer (If-None-Match).
 */
export async function sendJson(req: FastifyRequest, reply: FastifyReply, body: CompressibleJson) {
  const etag = await body.etag();
  reply.header('vary', 'accept-encoding').header('etag', etag).header('cache-control', 'private, no-cache');
  if (holds(req.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = req.headers['accept-encoding'];
  const encoding =
    accepted && body.json.length >= MIN_COMPRESSED_BYTES ? negotiator.negotiate(accepted) : null;
  if (!encoding) return reply.send(body.json);
  return reply.header('content-encoding', encoding).send(await body.encode(encoding));
}

/** Whether an If-None-Match header names the tag (weak comparison, as for GET). */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
