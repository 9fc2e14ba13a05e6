import type { AppContext } from '../../platform/context.ts';
import type { JobSetup } from '../../platform/jobs/background-jobs.ts';
import { companyIds } from './queries.ts';
import { closeStaleEntries } from './service.ts';

/** @internal The test runs the job by its queue. */
export const FORGOTTEN_CLOCK_OUTS_QUEUE = 'close-forgotten-clock-outs';

/**
 * Closes the forgotten clock-outs of every company (entries open longer than its split threshold),
 * company by company: one that fails is logged and the others still close. Safe to run twice at once
 * (two instances, or a run beside a read that closes too): each close is a conditional update, so an
 * entry is closed and audited once.
 * @internal The tests close without the queue.
 */
export async function closeForgottenClockOuts(ctx: AppContext): Promise<number> {
  let closed = 0;
  for (const id of await companyIds(ctx.db)) {
    try {
      closed += await closeStaleEntries(ctx, id);
    } catch (err) {
      ctx.log.error({ err, companyId: id }, 'closing forgotten clock-outs failed');
    }
  }
  return closed;
}

/**
 * Every five minutes on the job runner (once across instances on PostgreSQL: pg-boss), and once when
 * the runner starts, so entries forgotten while the portal was down do not wait for the schedule.
 */
export function forgottenClockOutJobs(ctx: AppContext): JobSetup {
  return async (runner) => {
    await runner.work(FORGOTTEN_CLOCK_OUTS_QUEUE, async () => {
      await closeForgottenClockOuts(ctx);
    });
    await runner.schedule(FORGOTTEN_CLOCK_OUTS_QUEUE, '*/5 * * * *');
    await runner.send(FORGOTTEN_CLOCK_OUTS_QUEUE, {});
  };
}
