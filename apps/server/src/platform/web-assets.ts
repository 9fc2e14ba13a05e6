import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyReply } from 'fastify';

/**
 * Compression of the answers that are not already compressed: every JSON answer but the grids, which
 * keep their compressed forms in their cache (compressed-json.ts) and say so by their Content-Encoding,
 * and the web assets, which the build compressed ahead (served as their .br or .gz files). Brotli at
 * quality 4: its default (11) takes longer than most answers take to work out; and with a 256 KB window,
 * not its default 4 MB, whose allocation was half the cost of compressing a 10 KB answer (0.5 ms of CPU
 * against 0.9).
 */
export const compressOptions: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
  },
  zlibOptions: { level: 6 },
};

/**
 * Cache headers of the built web app: Vite names every file under assets/ by a hash of its content,
 * so a browser keeps them for a year without asking again; everything else (index.html, which names
 * the current hashes) is checked on every visit.
 */
export function webAssetHeaders(reply: FastifyReply, file: string): void {
  const hashed = /[\\/]assets[\\/]/.test(file);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}
