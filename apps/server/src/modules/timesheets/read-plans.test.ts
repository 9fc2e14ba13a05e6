import type { CompiledQuery } from 'kysely';
import {
  timeSheetDetailQuery,
  type TimeSheetDetailQuery,
  type TimeSheetListQuery,
} from '@portal/contracts/timesheets';
import { addDays } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { queryPlan, recordingQueries } from '../../../test/query-plans.ts';
import { createJob } from '../../../test/timekeeping.ts';
import { refreshStatistics } from '../../platform/jobs/statistics.ts';
import { detailQueries } from './detail.ts';
import { gridQueries } from './grid-rows.ts';

const EMPLOYEES = 200;
const WEEKS = 10;
const FIRST_MONDAY = '2026-08-03';

/*
 * The entry look-ups every timesheet read makes: the grid's week of entries (by employee and by job, and
 * a part of the employee grid), the detail's page, its count and its employees' weeks. Each must go
 * through an index of the week or of the employee's week, on a database just seeded (no statistics
 * gathered yet) as after them.
 */
describe.each(ENGINES)('the timesheet reads on %s', (engine) => {
  let t: TestApp;
  let companyId: number;
  let employeeIds: number[];
  const lastWeek = {
    start: addDays(FIRST_MONDAY, (WEEKS - 1) * 7),
    end: addDays(FIRST_MONDAY, WEEKS * 7 - 1),
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    companyId = (await createCompany(t.db)).id;
    const job = await createJob(t.db, companyId);
    const at = new Date().toISOString();
    const employees = await t.db
      .insertInto('employees')
      .values(
        Array.from({ length: EMPLOYEES }, (_, k) => ({
          company_id: companyId,
          code: `R${k}`,
          first_name: 'Read',
          last_name: `Worker${k}`,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    employeeIds = employees.map((e) => e.id);
    const days = Array.from({ length: WEEKS * 7 }, (_, d) => addDays(FIRST_MONDAY, d));
    for (const employee_id of employeeIds) {
      await t.db
        .insertInto('time_entries')
        .values(
          days.map((day) => ({
            company_id: companyId,
            employee_id,
            job_id: job,
            source: 'MANUAL',
            work_date: day,
            clock_in_at: `${day}T12:00:00.000Z`,
            org_clock_in_at: `${day}T12:00:00.000Z`,
            original_clock_in_at: `${day}T12:00:00.000Z`,
            clock_out_at: `${day}T20:30:00.000Z`,
            org_clock_out_at: `${day}T20:30:00.000Z`,
            original_clock_out_at: `${day}T20:30:00.000Z`,
            minutes: 480,
            approved_status: day < lastWeek.start ? 'approved' : 'un-approved',
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }
  }, 120_000);
  afterAll(() => t.close());

  /** Every statement the reads of one week run, as they run them. */
  async function readStatements(): Promise<CompiledQuery[]> {
    const { db, statements } = recordingQueries(t.db);
    const grid = { start_date: lastWeek.start, end_date: lastWeek.end, location: null };
    await gridQueries(db, companyId, { ...grid, time_sheet_by: 1 } as TimeSheetListQuery);
    await gridQueries(db, companyId, { ...grid, time_sheet_by: 2 } as TimeSheetListQuery);
    const detail = timeSheetDetailQuery.parse({
      id: String(employeeIds[7]),
      time_sheet_by: '1',
      start_date: lastWeek.start,
      end_date: lastWeek.end,
    }) as TimeSheetDetailQuery;
    await detailQueries(db, companyId, detail);
    return statements;
  }

  async function expectIndexed() {
    const entries = (await readStatements()).filter((s) => /from "time_entries"/.test(s.sql));
    // The grid by employee and by job, and the detail's count and page.
    expect(entries).toHaveLength(4);
    for (const s of entries) {
      const shown = await queryPlan(t.db, engine, s);
      // Only the week's entries, or one employee's week: an index that starts with the company and
      // the week or the employee, never a scan, nor an index of open entries or of all of their history.
      expect(shown, s.sql).not.toMatch(/^SCAN t\b|Seq Scan on time_entries/m);
      expect(shown, s.sql).toMatch(/time_entries_(week_employee|employee_week)\b/);
    }
  }

  it('use their indexes on a freshly seeded database', async () => {
    await expectIndexed();
  });

  it('still do once statistics are gathered', async () => {
    await refreshStatistics(t.db, engine);
    await expectIndexed();
  });
});
