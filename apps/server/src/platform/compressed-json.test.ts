import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
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

  it('compresses a small body and a grid-sized one alike, each read back whole', async () => {
    const small = JSON.stringify({ data: 'x'.repeat(2_000) });
    const large = JSON.stringify({
      data: Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `Row ${i}` })),
    });
    expect(large.length).toBeGreaterThan(64 * 1024);
    for (const text of [small, large]) {
      const body = new CompressibleJson(text);
      expect(zlib.brotliDecompressSync(await body.encode('br')).toString()).toBe(text);
      expect(zlib.gunzipSync(await body.encode('gzip')).toString()).toBe(text);
    }
  });

  it('sends a large answer asked for again compressed harder, once that is made', async () => {
    const grid = JSON.stringify({
      data: Array.from({ length: 5_000 }, (_, i) => ({
        id: i,
        code: `E${i}`,
        name: `Worker ${i % 97}`,
        mon: i % 9,
      })),
    });
    for (const encoding of ['br', 'gzip'] as const) {
      const body = new CompressibleJson(grid);
      const fast = await body.encode(encoding);
      expect(await body.encode(encoding)).toBe(fast);
      await vi.waitFor(async () => expect((await body.encode(encoding)).length).toBeLessThan(fast.length));
      const harder = await body.encode(encoding);
      const decode = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      expect(decode(harder).toString()).toBe(grid);
    }
  });

  it('tags one JSON alike, however it was sent before, and another JSON otherwise', async () => {
    const grid = JSON.stringify({ data: Array.from({ length: 5_000 }, (_, i) => ({ id: i, mon: i % 9 })) });
    const sentGzip = new CompressibleJson(grid);
    await sentGzip.encode('gzip');
    const sentHarder = new CompressibleJson(grid);
    await sentHarder.encode('br');
    await sentHarder.encode('br');
    const fresh = new CompressibleJson(grid);
    const tag = await fresh.etag();
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(await sentGzip.etag()).toBe(tag);
    expect(await sentHarder.etag()).toBe(tag);
    // One hour moved: another tag.
    expect(await new CompressibleJson(grid.replace('"mon":8', '"mon":7')).etag()).not.toBe(tag);
    const small = new CompressibleJson('{"data":[]}');
    expect(await small.etag()).not.toBe(await new CompressibleJson('{"data":[1]}').etag());
  });
});
