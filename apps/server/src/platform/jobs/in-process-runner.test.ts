import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessRunner } from './in-process-runner.ts';

const log = { error: () => {} } as unknown as FastifyBaseLogger;

// The runner's delays (a retry's wait, a delayed job's) run on the fake clock: the tests move it.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the in-process job runner', () => {
  it('runs a sent job, retries a failing one, and waits for running jobs when it stops', async () => {
    const runner = inProcessRunner(log);
    const seen: object[] = [];
    let calls = 0;
    await runner.work(
      'q',
      async (data) => {
        if (calls++ === 0) throw new Error('flaky');
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(data);
      },
      { retries: 2 },
    );
    await runner.send('q', { n: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);

    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(19);
    expect([stopped, seen]).toEqual([false, []]);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(seen).toEqual([{ n: 1 }]);

    await runner.send('q', { n: 2 });
    await vi.runAllTimersAsync();
    expect([calls, seen]).toEqual([2, [{ n: 1 }]]);
  });

  it('runs a delayed job after its delay, and drops one still waiting when it stops', async () => {
    const runner = inProcessRunner(log);
    const seen: number[] = [];
    await runner.work<{ n: number }>('later', async ({ n }) => {
      seen.push(n);
    });
    await runner.send('later', { n: 1 }, { afterSeconds: 1 });
    await runner.send('later', { n: 2 }, { afterSeconds: 2 });
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([1]);
    await runner.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toEqual([1]);
  });
});
