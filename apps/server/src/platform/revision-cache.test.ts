import { describe, expect, it } from 'vitest';
import { RevisionCache } from './revision-cache.ts';

describe('RevisionCache', () => {
  const counting = () => {
    let calls = 0;
    return { compute: async () => ({ call: ++calls }), calls: () => calls };
  };

  it('answers from the cache while the revision stays, and works the answer out again after', async () => {
    const cache = new RevisionCache<{ call: number }>(4);
    const c = counting();
    expect(await cache.get('a', '1', c.compute)).toEqual({ call: 1 });
    expect(await cache.get('a', '1', c.compute)).toEqual({ call: 1 });
    expect(await cache.get('a', '2', c.compute)).toEqual({ call: 2 });
    expect(await cache.get('b', '2', c.compute)).toEqual({ call: 3 });
  });

  it('lets requests that miss together share one computation', async () => {
    const cache = new RevisionCache<{ call: number }>(4);
    const c = counting();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('a', '7', c.compute)));
    expect(answers.map((a) => a.call)).toEqual([1, 1, 1]);
    expect(c.calls()).toBe(1);
  });

  it('gives the computation at a new revision the answer kept at the earlier one', async () => {
    const cache = new RevisionCache<{ call: number }>(4);
    const seen: ({ call: number } | undefined)[] = [];
    const compute = async (earlier?: Promise<{ call: number }>) => {
      seen.push(await earlier);
      return { call: seen.length };
    };
    await cache.get('a', '1', compute);
    await cache.get('a', '2', compute);
    await cache.get('b', '2', compute);
    expect(seen).toEqual([undefined, { call: 1 }, undefined]);
  });

  it('does not keep a failure', async () => {
    const cache = new RevisionCache<{ call: number }>(4);
    await expect(cache.get('a', '1', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await cache.get('a', '1', async () => ({ call: 9 }))).toEqual({ call: 9 });
  });

  it('forgets the least recently used key past its size', async () => {
    const cache = new RevisionCache<{ call: number }>(2);
    const c = counting();
    await cache.get('a', '1', c.compute);
    await cache.get('b', '1', c.compute);
    await cache.get('c', '1', c.compute);
    expect(await cache.get('a', '1', c.compute)).toEqual({ call: 4 });
  });
});
