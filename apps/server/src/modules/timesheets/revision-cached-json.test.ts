import { describe, expect, it } from 'vitest';
import { RevisionCache } from '../../platform/revision-cache.ts';
import type { CompressibleJson } from '../../platform/compressed-json.ts';
import { revisionCachedJson } from './grid.ts';

describe('an answer kept per revision (issue 16)', () => {
  it('is taken again after a change that left it the same, and made again after one that did not', async () => {
    const cache = new RevisionCache<CompressibleJson>(4);
    const read = (rows: unknown[], revision: string) =>
      revisionCachedJson(cache, 1, ['sheet'], async () => rows, revision);
    const first = await read([{ id: 1, hours: 8 }], '1');
    const same = await read([{ id: 1, hours: 8 }], '2');
    expect(same).toBe(first);
    const moved = await read([{ id: 1, hours: 7.5 }], '3');
    expect(moved).not.toBe(first);
    expect(JSON.parse(moved.json).data).toEqual([{ id: 1, hours: 7.5 }]);
    expect(await moved.etag()).not.toBe(await first.etag());
  });
});
