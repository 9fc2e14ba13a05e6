import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob } from '../../../test/timekeeping.ts';
import { keepSplitsOfApprovedEntries } from './2026-11-24T0015-approved-split.ts';

describe.each(ENGINES)('entries approved before the approved split on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('get the split the current settings give them; un-approved entries get none', async () => {
    const company = await createCompany(t.db);
    await t.db
      .updateTable('settings')
      .set({ regular_time: '37:30:00' })
      .where('company_id', '=', company.id)
      .execute();
    const employee = await createEmployee(t.db, company.id);
    const job = await createJob(t.db, company.id);
    const at = new Date().toISOString();
    const ids: number[] = [];
    // Mon-Thu 10 h approved, Friday 8 h un-approved.
    for (const [day, status] of [
      'approved',
      'approved',
      'pre-approved',
      'approved',
      'un-approved',
    ].entries()) {
      const date = `2026-11-${String(16 + day).padStart(2, '0')}`;
      const clockIn = new Date(`${date}T07:00:00-05:00`).toISOString();
      const clockOut = new Date(Date.parse(clockIn) + (day === 4 ? 480 : 600) * 60_000).toISOString();
      const row = await t.db
        .insertInto('time_entries')
        .values({
          company_id: company.id,
          employee_id: employee,
          job_id: job,
          source: 'MANUAL',
          work_date: date,
          clock_in_at: clockIn,
          clock_out_at: clockOut,
          org_clock_in_at: clockIn,
          org_clock_out_at: clockOut,
          original_clock_in_at: clockIn,
          original_clock_out_at: clockOut,
          minutes: day === 4 ? 480 : 600,
          approved_status: status as 'approved',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }

    await keepSplitsOfApprovedEntries(t.db);

    const rows = await t.db
      .selectFrom('time_entries')
      .select(['approved_regular_minutes', 'approved_overtime_minutes'])
      .where('id', 'in', ids)
      .orderBy('work_date')
      .execute();
    expect(rows.map((r) => [r.approved_regular_minutes, r.approved_overtime_minutes])).toEqual([
      [600, 0],
      [600, 0],
      [600, 0],
      [450, 150],
      [null, null],
    ]);
  });
});
