import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createJob,
  createSubcontractorCompany,
  createSubcontractorWorker,
  insertManualEntry,
} from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-27T17:00:00.000Z');
const WEEK = 'start_date=2026-11-16&end_date=2026-11-22';
/** Hours as the API gives them (0.33) in hundredths (33), exactly. */
const h = (hours: number | string) => Math.round(Number(hours) * 100);

describe.each(ENGINES)("a sub-contractor crew's hours on %s", (engine) => {
  let t: TestApp;
  let payroll: string;
  let crew: number;
  let job: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    const company = await createCompany(t.db);
    payroll = await signIn(t.app, company.users.payroll.email);
    job = await createJob(t.db, company.id, { code: 'J-1', name: 'Bridge' });
    crew = await createSubcontractorCompany(t.db, company.id, { name: 'Garden State Scaffolding' });
    // Three workers, each with one 20-minute entry, and one with two more on other days.
    const workers = await Promise.all(
      ['W1', 'W2', 'W3'].map((code) => createSubcontractorWorker(t.db, company.id, crew, { code })),
    );
    const entry = (employeeId: number, day: string, at: string) =>
      insertManualEntry(t.db, {
        companyId: company.id,
        employeeId,
        jobId: job,
        subcontractorCompanyId: crew,
        clockIn: new Date(`2026-11-${day}T${at}:00-05:00`).toISOString(),
        clockOut: new Date(Date.parse(`2026-11-${day}T${at}:00-05:00`) + 20 * 60_000).toISOString(),
        workDate: `2026-11-${day}`,
      });
    for (const w of workers) await entry(w, '16', '07:00');
    await entry(workers[0]!, '17', '07:00');
    await entry(workers[0]!, '18', '07:00');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(payroll) });

  it('adds up to the same hundredth on the sheet, its sub list, the detail and the report', async () => {
    const sheet = (await get(`/api/v1/sub-contractor-punch-sheet?${WEEK}&time_sheet_by=1`)).json().data;
    const subList = (
      await get(`/api/v1/sub-contractor-punch-sheet?${WEEK}&time_sheet_by=1&id=${crew}`)
    ).json().data;
    const detail = (
      await get(
        `/api/v1/sub-contractor-punch-detail?${WEEK}&company_id=${crew}&job_id=${job}&pageSizeLimit=50`,
      )
    ).json().data.entries as { total: number }[];
    const report = await get(
      `/api/v1/sub-contractor-punch-report?${WEEK}&filter_by=by_employee&sub_comp_id=${crew}&job_code=J-1&download_type=2`,
    );
    const rows = (parse(report.rawPayload, { bom: true }) as string[][]).slice(1, -1);

    // Each worker-week rounded once: 60 minutes are 1.00 h; 20 minutes are 0.33 h, twice.
    const expected = 100 + 33 + 33;
    expect(h(sheet[0].total)).toBe(expected);
    expect(h(subList[0].total)).toBe(expected);
    expect(detail.reduce((n, e) => n + h(e.total), 0)).toBe(expected);
    expect(rows.reduce((n, r) => n + h(r.at(-1)!), 0)).toBe(expected);
    // The days add up to the total too: Monday's three entries are 0.33 + 0.33 + 0.34 (W1's week).
    expect(h(sheet[0].mon) + h(sheet[0].tue) + h(sheet[0].wed)).toBe(expected);
  });
});
