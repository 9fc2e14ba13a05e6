import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { inProcessRunner } from './in-process-runner.ts';

const log = { error: () => {} } as unknown as FastifyBaseLogger;

describe('the in-process job runner', () => {
  it('runs a sent job, retries a failing one, and waits for running jobs when it stops', async () => {
    const runner = inProcessRunner(log);
    const seen: object[] = [];
    let failures = 1;
    await runner.work(
      'q',
      async (data) => {
        if (failures-- > 0) throw new Error('flaky');
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(data);
      },
      { retries: 2 },
    );
    await runner.send('q', { n: 1 });
    await runner.stop();
    expect(seen).toEqual([{ n: 1 }]);
    await runner.send('q', { n: 2 });
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('runs a delayed job after its delay, and drops one still waiting when it stops', async () => {
    const runner = inProcessRunner(log);
    const seen: number[] = [];
    await runner.work<{ n: number }>('later', async ({ n }) => {
      seen.push(n);
    });
    const started = Date.now();
    await runner.send('later', { n: 1 }, { afterSeconds: 1 });
    await runner.send('later', { n: 2 }, { afterSeconds: 2 });
    expect(seen).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(seen).toEqual([1]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    await runner.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(seen).toEqual([1]);
  });
});
