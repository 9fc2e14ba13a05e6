import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
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
});
