import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, createSite, insertManualEntry } from '../../../test/timekeeping.ts';
import { down, up } from './2026-11-25T0018-entry-site.ts';

describe.each(ENGINES)('entries made before the entry site on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("take their job's site, else their employee's, else none", async () => {
    const company = await createCompany(t.db);
    const [trenton, camden] = [await createSite(t.db, company.id), await createSite(t.db, company.id)];
    const employee = await createEmployee(t.db, company.id, { site_id: trenton });
    const homeless = await createEmployee(t.db, company.id);
    const atCamden = await createJob(t.db, company.id, { site_id: camden });
    const anywhere = await createJob(t.db, company.id);
    const entry = (employeeId: number, jobId: number, day: number) =>
      insertManualEntry(t.db, {
        companyId: company.id,
        employeeId,
        jobId,
        subcontractorCompanyId: null,
        workDate: `2026-11-${day}`,
        clockIn: `2026-11-${day}T12:00:00.000Z`,
        clockOut: `2026-11-${day}T20:00:00.000Z`,
      });
    const ids = [
      await entry(employee, atCamden, 16),
      await entry(employee, anywhere, 17),
      await entry(homeless, anywhere, 18),
    ];
    // Back to before the migration (the entries lose their site), then the migration again.
    await down(t.db);
    await up(t.db);

    const rows = await t.db
      .selectFrom('time_entries')
      .select(['id', 'site_id'])
      .where('id', 'in', ids)
      .orderBy('work_date')
      .execute();
    expect(rows.map((r) => r.site_id)).toEqual([camden, trenton, null]);
  });
});
