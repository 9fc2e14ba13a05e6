import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from './runner.ts';

const RETRY_DELAY_MS = 1_000;

/** The runner on SQLite: jobs run in this process as they are sent; croner keeps the schedules. */
export function inProcessRunner(log: FastifyBaseLogger): JobRunner {
  const handlers = new Map<string, { handle: (data: object) => Promise<void>; retries: number }>();
  const crons: Cron[] = [];
  const running = new Set<Promise<void>>();
  const waiting = new Set<NodeJS.Timeout>();
  let stopped = false;

  async function run(queue: string, data: object): Promise<void> {
    const handler = handlers.get(queue);
    if (!handler) throw new Error(`no handler for the job queue ${queue}`);
    for (let attempt = 0; ; attempt++) {
      try {
        return await handler.handle(data);
      } catch (err) {
        log.error({ err, queue, attempt }, 'background job failed');
        if (stopped || attempt >= handler.retries) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2 ** attempt));
      }
    }
  }

  const runner: JobRunner = {
    async work(queue, handle, opts) {
      handlers.set(queue, { handle: handle as (data: object) => Promise<void>, retries: opts?.retries ?? 0 });
    },
    async send(queue, data, opts) {
      if (stopped) return;
      const start = () => {
        const job = run(queue, data).finally(() => running.delete(job));
        running.add(job);
      };
      if (!opts?.afterSeconds) return start();
      // A delayed job lives in this process only: work that must survive a restart keeps its own
      // record (as the mail outbox does) and is found again by a schedule.
      const timer = setTimeout(() => {
        waiting.delete(timer);
        if (!stopped) start();
      }, opts.afterSeconds * 1000);
      waiting.add(timer);
    },
    async schedule(queue, cron, timeZone = 'UTC') {
      // UTC as an offset: a zone name has croner set up Intl's time zones, 30 ms or more at the start.
      const zone = timeZone === 'UTC' ? { utcOffset: 0 } : { timezone: timeZone };
      crons.push(new Cron(cron, { ...zone, protect: true }, () => runner.send(queue, {})));
    },
    async stop() {
      stopped = true;
      for (const c of crons) c.stop();
      for (const t of waiting) clearTimeout(t);
      await Promise.allSettled([...running]);
    },
  };
  return runner;
}
