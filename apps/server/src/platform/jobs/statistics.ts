import { sql } from 'kysely';
import { SQLITE_STATISTICS, type Db, type Engine } from '../../db/database.ts';
import type { AppContext } from '../context.ts';
import type { JobSetup } from './background-jobs.ts';

/** @internal The test runs the job by its queue. */
export const STATISTICS_QUEUE = 'refresh-statistics';

/**
 * Gathers the query planner's statistics: ANALYZE on PostgreSQL, SQLITE_STATISTICS on SQLite. Without
 * them a planner that has only just seen a table grow can pick an index that reads an employee's whole
 * history where a partial index reads one row.
 * @internal The benchmark and the query plans' tests gather statistics with it.
 */
export async function refreshStatistics(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`analyze`.execute(db);
  } else {
    await db.transaction().execute(async (tx) => {
      for (const statement of SQLITE_STATISTICS) await sql.raw(statement).execute(tx);
    });
  }
}

/**
 * Every hour on the job runner (once across instances on PostgreSQL), and once when the runner starts:
 * after the release's migrations and the seeding of an empty database, whatever loaded the data.
 */
export function statisticsJobs(ctx: AppContext): JobSetup {
  return async (runner) => {
    await runner.work(STATISTICS_QUEUE, () => refreshStatistics(ctx.db, ctx.engine));
    await runner.schedule(STATISTICS_QUEUE, '23 * * * *');
    await runner.send(STATISTICS_QUEUE, {});
  };
}
