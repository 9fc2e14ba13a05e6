import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';

describe('GroupCommit', () => {
  it('applies what arrives while a group is applied as the next group, up to the weight allowed', async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number, string>(
      async (items) => {
        groups.push(items);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return items.map((n) => `done ${n}`);
      },
      10,
      (n) => n,
    );
    const first = commit.submit(1);
    await new Promise((resolve) => setImmediate(resolve)); // the first group is under way
    const rest = [4, 3, 3, 7, 12, 2].map((n) => commit.submit(n));
    expect(await Promise.all([first, ...rest])).toEqual([1, 4, 3, 3, 7, 12, 2].map((n) => `done ${n}`));
    // 4+3+3 fill 10; 7 alone (7+12 is over); 12 is over the weight but goes alone; then 2.
    expect(groups).toEqual([[1], [4, 3, 3], [7], [12], [2]]);
  });

  it('tries the items of a failed group one by one, so only the bad one fails', async () => {
    const commit = new GroupCommit<string, string>(async (items) => {
      if (items.includes('bad')) throw new Error('refused');
      return items.map((s) => s.toUpperCase());
    }, 5);
    const answers = await Promise.allSettled(['a', 'bad', 'c'].map((s) => commit.submit(s)));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([
      'A',
      'refused',
      'C',
    ]);
  });

  it('applies up to `parallel` groups at once, the rest waiting for one of them to end', async () => {
    let running = 0;
    let most = 0;
    const groups: number[][] = [];
    const commit = new GroupCommit<number, number>(
      async (items) => {
        groups.push(items);
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return items;
      },
      2,
      () => 1,
      2,
    );
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => commit.submit(n)));
    expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(2);
    // Two groups of two start together; what waits then forms the next groups as each ends.
    expect(groups).toEqual([[1, 2], [3, 4], [5, 6], [7]]);
  });
});
