import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { bumpDataRevision } from '../../platform/data-revision.ts';
import { createEmployee, createJob, shift } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');
const WEEK = 'start_date=2026-11-16&end_date=2026-11-22';

/*
 * The grid keeps its answer per data revision and each employee-week's figures and each row by what
 * they were made from: a read right after a change must show the change, in every view, and leave the
 * rows it did not touch as they were.
 */
describe.each(ENGINES)('a timesheet read right after a change on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let payroll: string;
  let job: number;
  let changed: number;
  let other: number;
  let companyId: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    const company = await createCompany(t.db);
    companyId = company.id;
    [admin, payroll] = await Promise.all([
      signIn(t.app, company.users.admin.email),
      signIn(t.app, company.users.payroll.email),
    ]);
    job = await createJob(t.db, company.id, { code: 'J-F', name: 'Fresh' });
    changed = await createEmployee(t.db, company.id, { code: 'F1' });
    other = await createEmployee(t.db, company.id, { code: 'F2' });
    // Five 9.5-hour days (9 paid) each: 45 paid hours, 40 regular and 5 overtime.
    for (const employee of [changed, other]) {
      for (const day of ['16', '17', '18', '19', '20']) {
        await shift(
          t.app,
          admin,
          employee,
          job,
          `2026-11-${day}T06:30:00-05:00`,
          `2026-11-${day}T16:00:00-05:00`,
        );
      }
    }
  });
  afterAll(() => t.close());

  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: bearer(payroll) })).json().data;
  const rowOf = async (by: 1 | 2, id: number) =>
    (await get(`/api/v1/time-sheet-list?${WEEK}&time_sheet_by=${by}`)).find(
      (r: { id: number }) => r.id === id,
    );
  const detailOf = async (employee: number) =>
    (await get(`/api/v1/time-sheet-detail?${WEEK}&time_sheet_by=1&id=${employee}&pageSizeLimit=10&offset=0`))
      .entries as { id: number; total: number; regular_time: number; over_time: number }[];

  it('shows a punch at once in the grid by employee and by job and in the detail', async () => {
    expect(await rowOf(1, changed)).toMatchObject({ tue: 9, total: 45, regular_time: 40, over_time: 5 });
    expect(await rowOf(2, job)).toMatchObject({ tue: 18, total: 90, over_time: 10 });
    const untouched = await rowOf(1, other);
    expect(await detailOf(changed)).toHaveLength(5);

    // Two more hours on Monday evening: all of them overtime.
    await shift(t.app, admin, changed, job, '2026-11-16T17:00:00-05:00', '2026-11-16T19:00:00-05:00');

    expect(await rowOf(1, changed)).toMatchObject({ mon: 11, total: 47, regular_time: 40, over_time: 7 });
    expect(await rowOf(2, job)).toMatchObject({ mon: 20, total: 92, over_time: 12 });
    expect(await rowOf(1, other)).toEqual(untouched);
    const week = await detailOf(changed);
    expect(week).toHaveLength(6);
    expect(week.reduce((sum, e) => sum + Math.round(e.over_time * 100), 0)).toBe(700);
  });

  it('answers a change that touched none of its rows as before, and drops a row whose entries are gone', async () => {
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/time-sheet-list?${WEEK}&time_sheet_by=1`,
        headers: bearer(payroll),
      });
    const codes = async () => ((await list()).json().data as { code: string }[]).map((r) => r.code);
    const before = await list();
    // A change elsewhere (a meeting, another week) moves the company's revision and no row of this grid.
    await bumpDataRevision(t.db, companyId);
    const after = await list();
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toBe(before.body);

    const brief = await createEmployee(t.db, companyId, { code: 'F3' });
    const entry = await shift(
      t.app,
      admin,
      brief,
      job,
      '2026-11-18T07:00:00-05:00',
      '2026-11-18T08:00:00-05:00',
    );
    expect(await codes()).toEqual(['F1', 'F2', 'F3']);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/time-entry-bulk-delete',
      payload: { time_ids: [entry] },
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(204);
    const without = await list();
    expect(without.body).toBe(before.body);
    expect(without.headers.etag).toBe(before.headers.etag);
  });
});
