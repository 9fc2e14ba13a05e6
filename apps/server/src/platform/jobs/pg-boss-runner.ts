import { CompiledQuery, sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { JobRunner } from './runner.ts';

/**
 * The runner on PostgreSQL: pg-boss over the portal's own connection pool, in a schema of its own
 * beside the portal's (pgboss for public, <schema>_pgboss otherwise). pg-boss hands each job to one
 * instance and sends each cron occurrence once across instances.
 */
const DEADLOCK = '40P01';

export async function pgBossRunner(db: Db, log: FastifyBaseLogger): Promise<JobRunner> {
  // Loaded here, so that a start on SQLite never loads pg-boss.
  const { default: PgBoss } = await import('pg-boss');
  const current = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s;
  // pg-boss's graceful stop waits for the jobs its workers hold, not for a poll already under way: that
  // poll can come back with a job after the stop, when the portal's pool is about to go. So the runner
  // counts pg-boss's queries and its own handlers, and stop waits until none is left.
  const running = new Set<Promise<unknown>>();
  const tracked = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => {});
    return promise;
  };
  const boss = new PgBoss({
    db: {
      executeSql: async (text, values) => ({
        rows: (await tracked(db.executeQuery(CompiledQuery.raw(text, values)))).rows as unknown[],
      }),
    },
    schema: current === 'public' ? 'pgboss' : `${current}_pgboss`,
    cronMonitorIntervalSeconds: 10,
  });
  boss.on('error', (err) => log.error({ err }, 'job runner error'));
  await boss.start();
  const queues = new Set<string>();
  const workers = new Map<string, string>();
  const ensureQueue = async (name: string, retries = 0) => {
    if (queues.has(name)) return;
    // Instances that start together create their queues at the same time, and pg-boss's partition
    // tables can then deadlock in PostgreSQL: the one PostgreSQL picks as the loser tries again.
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await boss.getQueue(name))) {
          await boss.createQueue(name, { name, retryLimit: retries, retryBackoff: retries > 0 });
        }
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== DEADLOCK || attempt >= 5) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
    queues.add(name);
  };

  return {
    async work(queue, handle, opts) {
      await ensureQueue(queue, opts?.retries);
      const worker = await boss.work<object>(queue, { pollingIntervalSeconds: 1 }, async (jobs) => {
        await tracked(
          (async () => {
            for (const job of jobs) await handle(job.data as never);
          })(),
        );
        // A worker takes one job per poll: after a job, it looks for the next at once, not a second later.
        const self = workers.get(queue);
        if (self) boss.notifyWorker(self);
      });
      workers.set(queue, worker);
    },
    async send(queue, data, opts) {
      await ensureQueue(queue);
      await boss.send(queue, data, opts?.afterSeconds ? { startAfter: opts.afterSeconds } : {});
      // This instance's worker takes a job due now at once; another instance's at its next poll.
      const worker = workers.get(queue);
      if (worker && !opts?.afterSeconds) boss.notifyWorker(worker);
    },
    async schedule(queue, cron, timeZone = 'UTC') {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: timeZone });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      // A late poll's job, and pg-boss's note that it is done, follow one another within a turn of the
      // event loop: the runner has stopped once a whole turn passes with nothing under way.
      do {
        await Promise.allSettled([...running]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (running.size > 0);
    },
  };
}
