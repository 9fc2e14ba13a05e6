import { sql } from 'kysely';
import type { Db, Engine } from '../../db/database.ts';
import type { AppContext } from '../context.ts';
import type { JobSetup } from './background-jobs.ts';

export const STATISTICS_QUEUE = 'refresh-statistics';

/**
 * Gathers the query planner's statistics: ANALYZE on PostgreSQL; on SQLite PRAGMA optimize, which
 * analyses the tables whose size has changed much since their last statistics (0x10002: every table,
 * not only those this connection has queried). Without them a planner that has only just seen a table
 * grow can pick an index that reads an employee's whole history where a partial index reads one row.
 */
export async function refreshStatistics(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`analyze`.execute(db);
  else await sql`pragma optimize = 0x10002`.execute(db);
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
