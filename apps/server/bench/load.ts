/** A small closed-loop load generator: N workers, each starting its next call when the last one ends. */

export interface LoadOptions {
  concurrency: number;
  /** Calls made first and not recorded (JIT, caches, connection pool). */
  warmup: number;
  requests: number;
  /**
   * Makes call number `i` (0-based over warm-up and measured calls, so each can use its own data) from
   * worker `worker` (0 to concurrency - 1; a worker's calls never overlap).
   */
  call: (i: number, worker: number) => Promise<unknown>;
  /** Made before call `i`, by the same worker, and not timed: the write a read after a change follows. */
  prepare?: (i: number, worker: number) => Promise<unknown>;
}

export interface LoadResult {
  requests: number;
  p50: number;
  p95: number;
  /** Completed calls per second of wall-clock time (untimed preparations included). */
  perSecond: number;
}

export async function closedLoop(opts: LoadOptions): Promise<LoadResult> {
  await run(opts, 0, opts.warmup);
  const started = performance.now();
  const samples = await run(opts, opts.warmup, opts.requests);
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    perSecond: samples.length / seconds,
  };
}

async function run(
  { concurrency, call, prepare }: LoadOptions,
  first: number,
  count: number,
): Promise<number[]> {
  const samples: number[] = [];
  let next = first;
  const end = first + count;
  const worker = async (_: unknown, w: number) => {
    while (next < end) {
      const i = next++;
      if (prepare) await prepare(i, w);
      const started = performance.now();
      await call(i, w);
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return samples;
}

/** Nearest-rank percentile of ascending samples, in the samples' unit. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
