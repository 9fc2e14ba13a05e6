import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { openDatabase } from '../../db/database.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import type { JobRunner } from './runner.ts';
import { STATISTICS_QUEUE, refreshStatistics, statisticsJobs } from './statistics.ts';

describe.each(ENGINES)('the planner statistics job on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await createCompany(t.db);
  });
  afterAll(() => t.close());

  /** Whether the planner holds statistics of the companies table. */
  async function companiesAnalysed(): Promise<boolean> {
    if (engine === 'sqlite') {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from sqlite_stat1 where tbl = 'companies'`
        .execute(t.db)
        .catch(() => ({ rows: [{ n: 0 }] }));
      return Number(rows[0]!.n) > 0;
    }
    const { rows } = await sql<{ at: string | null }>`
      select last_analyze as at from pg_stat_user_tables
      where relname = 'companies' and schemaname = current_schema()`.execute(t.db);
    return rows[0]?.at != null;
  }

  it('runs at start and every hour, and gathers the statistics', async () => {
    const handlers = new Map<string, (data: object) => Promise<void>>();
    const schedules: [string, string][] = [];
    const sent: string[] = [];
    const runner: JobRunner = {
      work: async (queue, handle) => {
        handlers.set(queue, handle as (data: object) => Promise<void>);
      },
      send: async (queue) => {
        sent.push(queue);
      },
      schedule: async (queue, cron) => {
        schedules.push([queue, cron]);
      },
      stop: async () => {},
    };
    await statisticsJobs(t.app.ctx)(runner);
    expect(schedules).toEqual([[STATISTICS_QUEUE, '23 * * * *']]);
    expect(sent).toEqual([STATISTICS_QUEUE]);

    expect(await companiesAnalysed()).toBe(false);
    await handlers.get(STATISTICS_QUEUE)!({});
    expect(await companiesAnalysed()).toBe(true);
  });

  it.runIf(engine === 'sqlite')(
    'keeps no STAT4 samples, which would make SQLite prepare statements again',
    async () => {
      await sql`analyze`.execute(t.db);
      const samples = async () =>
        Number((await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(t.db)).rows[0]!.n);
      expect(await samples()).toBeGreaterThan(0);
      await refreshStatistics(t.db, engine);
      expect(await samples()).toBe(0);
      expect(await companiesAnalysed()).toBe(true);
    },
  );

  it.runIf(engine === 'sqlite')(
    "reaches connections already open, as the punch writer's and the grid readers' are",
    async () => {
      // Without statistics SQLite takes the index of the last equality; with them, the selective one.
      await sql`create table plan_probe (id integer primary key, rare integer, common integer)`.execute(t.db);
      await sql`create index plan_probe_rare on plan_probe (rare)`.execute(t.db);
      await sql`create index plan_probe_common on plan_probe (common)`.execute(t.db);
      const thread = openDatabase({
        dataDir: t.config.dataDir,
        sqliteFile: t.app.ctx.sqliteFile!,
        analyze: false,
      });
      // A new text each time: an EXPLAIN kept prepared would show the plan it was prepared with.
      const indexUsed = async (when: string) => {
        const { rows } = await sql<{ detail: string }>`
          explain query plan select id from plan_probe where rare = 7 and common = 1 -- ${sql.raw(when)}`.execute(
          thread.db,
        );
        return rows.map((r) => r.detail).join('; ');
      };
      try {
        expect(await indexUsed('before')).toContain('plan_probe_common');
        await sql`
          with recursive n(i) as (select 1 union all select i + 1 from n where i < 5000)
          insert into plan_probe (rare, common) select i, i % 2 from n`.execute(t.db);
        await refreshStatistics(t.db, engine);
        // The thread's next statement, which finds the schema moved on and loads it again.
        await sql`select count(*) from plan_probe`.execute(thread.db);
        expect(await indexUsed('after')).toContain('plan_probe_rare');
      } finally {
        await thread.db.destroy();
      }
    },
  );
});
