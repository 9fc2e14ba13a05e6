import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekOf } from '@portal/domain';
import { bearer, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { TZ } from './demo-clock.ts';
import { DEMO_PASSWORD } from './demo.ts';

describe.each(ENGINES)("the demo sub-contractor crews' time on %s", (engine) => {
  let t: TestApp;
  const thisMonday = weekOf(new Date().toISOString(), TZ).start;
  const lastWeek = { start: addDays(thisMonday, -7), end: addDays(thisMonday, -1) };

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  const subEntries = () =>
    t.db
      .selectFrom('time_entries')
      .selectAll()
      .where('subcontractor_company_id', 'is not', null)
      .where('deleted_at', 'is', null)
      .execute();

  it("was clocked in on the demo foreman's phone, for the active companies only", async () => {
    const recorders = await t.db
      .selectFrom('punches as p')
      .innerJoin('employees as e', 'e.id', 'p.employee_id')
      .innerJoin('users as u', 'u.id', 'p.recorded_by_user_id')
      .select('u.email')
      .distinct()
      .where('e.subcontractor_company_id', 'is not', null)
      .execute();
    expect(recorders).toEqual([{ email: 'james.smith.1@crew.example.com' }]);
    const companies = await t.db.selectFrom('subcontractor_companies').select(['id', 'is_active']).execute();
    const worked = new Set((await subEntries()).map((e) => e.subcontractor_company_id));
    expect([...worked].sort()).toEqual(
      companies
        .filter((c) => c.is_active === 1)
        .map((c) => c.id)
        .sort(),
    );
  });

  it('has late arrivals, GPS misses, a forgotten clock-out and a night shift; older weeks approved', async () => {
    const entries = await subEntries();
    expect(entries.length).toBeGreaterThan(200);
    expect(entries.some((e) => e.gps_in_status === 1)).toBe(true);
    expect(entries.some((e) => e.clock_out_status === 1 && e.original_clock_out_at === null)).toBe(true);
    expect(entries.some((e) => e.shift === 2)).toBe(true);
    expect(entries.some((e) => e.original_clock_in_at > e.clock_in_at)).toBe(true);
    for (const e of entries) expect(e.approved_status === 'approved').toBe(e.work_date < lastWeek.start);
  });

  it('fills the sub-contractor screen, with a job worked by two companies', async () => {
    const token = await signIn(t.app, 'payroll@example.com', DEMO_PASSWORD);
    const sheet = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/sub-contractor-punch-sheet?start_date=${lastWeek.start}&end_date=${lastWeek.end}&${query}`,
          headers: bearer(token),
        })
      ).json().data as { id: number; total: number }[];
    expect(await sheet('time_sheet_by=1')).toHaveLength(3);
    const jobs = await sheet('time_sheet_by=2');
    const shared = await Promise.all(
      jobs.map(async (j) => (await sheet(`time_sheet_by=2&id=${j.id}`)).length),
    );
    expect(Math.max(...shared)).toBe(2);
  });
});
