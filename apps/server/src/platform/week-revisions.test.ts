import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, signIn } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
import { createEmployee, createJob, punch, shift } from '../../test/timekeeping.ts';
import { closeStaleEntries } from '../modules/punches/service.ts';
import { readDataRevision, weeksOfRange } from './data-revision.ts';

// Tuesday of the week of 11/23; the weeks read are those of 11/09 and 11/16.
const NOW = new Date('2026-11-24T17:00:00.000Z');
const EARLIER = { start_date: '2026-11-09', end_date: '2026-11-15' };
const LATER = { start_date: '2026-11-16', end_date: '2026-11-22' };
const at = (date: string, time: string) => `${date}T${time}:00-05:00`;

describe('weeksOfRange', () => {
  it.each([
    ['2026-11-16', '2026-11-22', ['2026-11-16']],
    ['2026-11-18', '2026-11-18', ['2026-11-16']],
    ['2026-11-15', '2026-11-16', ['2026-11-09', '2026-11-16']],
    ['2026-11-09', '2026-11-29', ['2026-11-09', '2026-11-16', '2026-11-23']],
  ])('%s to %s: %j', (start, end, weeks) => {
    expect(weeksOfRange(start, end)).toEqual(weeks);
  });
});

/**
 * A punch moves on the revisions of the weeks of the entries it touched, not the company's: the cached
 * answers of other weeks stay (shown here by an entry changed behind the portal's back, which a cached
 * answer does not show until its week moves on), those of its weeks are worked out again.
 */
describe.each(ENGINES)('week revisions on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let companyId: number;
  let job: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    const company = await createCompany(t.db);
    companyId = company.id;
    token = await signIn(t.app, company.users.admin.email);
    job = await createJob(t.db, companyId, { default_job_start_time: '07:00:00' });
  });
  afterAll(() => t.close());

  const query = (week: typeof EARLIER) => `start_date=${week.start_date}&end_date=${week.end_date}`;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  /** The employee's hours in the week's grid and the week's corrected-entry count. */
  const read = async (week: typeof EARLIER, employee: number) => {
    const rows = (await get(`/api/v1/time-sheet-list?${query(week)}&time_sheet_by=1`)) as {
      id: number;
      total: number;
    }[];
    const widgets = (await get(`/api/v1/time-sheet-widgets?${query(week)}`)) as {
      is_corrected_count: number;
    };
    return { total: rows.find((r) => r.id === employee)?.total ?? 0, corrected: widgets.is_corrected_count };
  };
  /**
   * Changes an entry as no request of the portal does, so only a recomputed answer shows it: its
   * correction mark, which no stored pay figure reads (a write that works the figures out again keeps
   * them).
   */
  const behindTheBack = (id: number) =>
    t.db.updateTable('time_entries').set({ is_corrected: 1 }).where('id', '=', id).execute();

  it("leaves other weeks' cached answers, and works its own weeks' out again", async () => {
    const employee = await createEmployee(t.db, companyId);
    const earlier = await shift(
      t.app,
      token,
      employee,
      job,
      at('2026-11-10', '07:00'),
      at('2026-11-10', '11:00'),
    );
    const later = await shift(
      t.app,
      token,
      employee,
      job,
      at('2026-11-17', '07:00'),
      at('2026-11-17', '09:00'),
    );
    const company = await readDataRevision(t.db, companyId);
    expect(await read(EARLIER, employee)).toEqual({ total: 4, corrected: 0 });
    expect(await read(LATER, employee)).toEqual({ total: 2, corrected: 0 });

    await behindTheBack(earlier);
    await behindTheBack(later);
    await shift(t.app, token, employee, job, at('2026-11-18', '07:00'), at('2026-11-18', '08:00'));
    expect(await readDataRevision(t.db, companyId)).toBe(company);
    expect(await read(EARLIER, employee)).toEqual({ total: 4, corrected: 0 });
    expect(await read(LATER, employee)).toEqual({ total: 3, corrected: 1 });

    await shift(t.app, token, employee, job, at('2026-11-11', '07:00'), at('2026-11-11', '08:00'));
    expect(await read(EARLIER, employee)).toEqual({ total: 5, corrected: 1 });
  });

  it("moves the next week's too for an entry of a Sunday, which that week's grid reads for its night shifts", async () => {
    const employee = await createEmployee(t.db, companyId);
    await shift(t.app, token, employee, job, at('2026-11-15', '07:00'), at('2026-11-15', '08:00'));
    const monday = await shift(
      t.app,
      token,
      employee,
      job,
      at('2026-11-16', '07:00'),
      at('2026-11-16', '08:00'),
    );
    const { total, corrected } = await read(LATER, employee);
    expect(total).toBe(1);

    await behindTheBack(monday);
    await punch(t.app, token, {
      employee_id: employee,
      job_id: job,
      type: 'in',
      device_time: at('2026-11-15', '20:00'),
    });
    expect(await read(LATER, employee)).toEqual({ total, corrected: corrected + 1 });
  });

  it('moves the weeks of the entries the automatic close of forgotten clock-outs closes', async () => {
    const employee = await createEmployee(t.db, companyId);
    const done = await shift(
      t.app,
      token,
      employee,
      job,
      at('2026-11-10', '07:00'),
      at('2026-11-10', '08:00'),
    );
    await punch(t.app, token, {
      employee_id: employee,
      job_id: job,
      type: 'in',
      device_time: at('2026-11-12', '07:00'),
    });
    await read(EARLIER, employee);
    await behindTheBack(done);
    expect(await closeStaleEntries(t.app.ctx, companyId)).toBeGreaterThan(0);
    expect((await read(EARLIER, employee)).corrected).toBeGreaterThan(0);
  });

  it("moves the company's revision for every other change, which every week's answer depends on", async () => {
    const employee = await createEmployee(t.db, companyId);
    const earlier = await shift(
      t.app,
      token,
      employee,
      job,
      at('2026-11-12', '07:00'),
      at('2026-11-12', '08:00'),
    );
    const later = await shift(
      t.app,
      token,
      employee,
      job,
      at('2026-11-19', '07:00'),
      at('2026-11-19', '08:00'),
    );
    const before = await read(EARLIER, employee);
    expect(before.total).toBe(1);
    await behindTheBack(earlier);
    // A deletion in the later week: an audited change, which moves the company's revision.
    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/v1/time-entry-bulk-delete',
      headers: bearer(token),
      payload: { time_ids: [later] },
    });
    expect(deletion.statusCode).toBe(204);
    expect(await read(EARLIER, employee)).toEqual({ total: 1, corrected: before.corrected + 1 });
  });
});
