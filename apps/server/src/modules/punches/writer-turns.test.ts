import { describe, expect, it } from 'vitest';
import { WriterTurns } from './writer-turns.ts';

describe('WriterTurns', () => {
  it('runs one piece of work at a time, in order, and lets the event loop in before each', async () => {
    const turns = new WriterTurns();
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name} starts`);
      // Something the event loop runs next, as a request read from the network would be.
      setImmediate(() => log.push(`after ${name}`));
      await Promise.resolve();
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([turns.run(work('a')), turns.run(work('b')), turns.run(work('c'))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual([
      'a starts',
      'a ends',
      'after a',
      'b starts',
      'b ends',
      'after b',
      'c starts',
      'c ends',
    ]);
  });

  it('goes on with the next piece of work after one fails', async () => {
    const turns = new WriterTurns();
    const failed = turns.run(() => Promise.reject(new Error('no')));
    const next = turns.run(() => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('next');
  });
});
