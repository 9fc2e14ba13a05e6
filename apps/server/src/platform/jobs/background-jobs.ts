import type { FastifyInstance } from 'fastify';
import { createJobRunner } from './create-runner.ts';
import { statisticsJobs } from './statistics.ts';
import type { JobRunner } from './runner.ts';

/** Puts one area's background work on the runner: its queues, handlers and schedules. */
export type JobSetup = (runner: JobRunner) => Promise<void>;

/**
 * Starts the job runner once the app is ready, hands it to every setup and to the platform's own (the
 * planner's statistics), and stops it when the app closes. Without `schedules` the setups' schedules
 * are left out: jobs that requests send (mail) run, nothing starts by the clock.
 */
export function runBackgroundJobs(
  app: FastifyInstance,
  setups: JobSetup[],
  opts: { schedules: boolean },
): void {
  let runner: JobRunner | undefined;
  app.addHook('onReady', async () => {
    runner = await createJobRunner(app.ctx.engine, app.ctx.db, app.log);
    const given: JobRunner = opts.schedules ? runner : { ...runner, schedule: async () => {} };
    for (const setup of [...setups, statisticsJobs(app.ctx)]) await setup(given);
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}
