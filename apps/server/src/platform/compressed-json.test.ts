import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressibleJson } from './compressed-json.ts';

describe('CompressibleJson', () => {
  const json = JSON.stringify({ data: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `Row ${i}` })) });

  it('compresses each encoding once, however often it is asked for', async () => {
    const body = new CompressibleJson(json);
    const first = body.encode('br');
    expect(body.encode('br')).toBe(first);
    expect(zlib.brotliDecompressSync(await first).toString()).toBe(json);
    expect(zlib.gunzipSync(await body.encode('gzip')).toString()).toBe(json);
  });
});
