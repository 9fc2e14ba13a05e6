import type { AppContext } from '../../platform/context.ts';
import type { JobSetup } from '../../platform/jobs/background-jobs.ts';
import { failInterrupted, runDueSyncs } from './service.ts';

const SYNC_DUE_QUEUE = 'sync-due';

/**
 * The scheduled sync: every minute one instance looks for companies whose star_builder_schedule time
 * has come (in their time zone) and syncs them. Syncs cut short by a stopped server are failed first.
 */
export function syncJobs(ctx: AppContext): JobSetup {
  return async (runner) => {
    await failInterrupted(ctx);
    await runner.work(SYNC_DUE_QUEUE, () => runDueSyncs(ctx));
    await runner.schedule(SYNC_DUE_QUEUE, '* * * * *');
  };
}
