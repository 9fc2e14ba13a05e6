import type { FastifyInstance } from 'fastify';
import { createJobRunner } from './create-runner.ts';
import type { JobRunner } from './runner.ts';

/** Puts one area's background work on the runner: its queues, handlers and schedules. */
export type JobSetup = (runner: JobRunner) => Promise<void>;

/** Starts the job runner once the app is ready, hands it to every setup, and stops it when the app closes. */
export function runBackgroundJobs(app: FastifyInstance, setups: JobSetup[]): void {
  let runner: JobRunner | undefined;
  app.addHook('onReady', async () => {
    runner = await createJobRunner(app.ctx.engine, app.ctx.db, app.log);
    for (const setup of setups) await setup(runner);
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}
