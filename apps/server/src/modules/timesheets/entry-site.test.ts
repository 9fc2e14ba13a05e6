import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeSheetRow } from '@portal/contracts/timesheets';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, createSite, shift } from '../../../test/timekeeping.ts';

// Friday 11/20/2026, 5:00 pm in New York.
const NOW = new Date('2026-11-20T22:00:00.000Z');
const PAST = { start_date: '2026-11-09', end_date: '2026-11-15' };
const THIS = { start_date: '2026-11-16', end_date: '2026-11-22' };
const query = (o: Record<string, string | number>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/*
 * The site a shift was worked at belongs to its entry (docs/time-rules.md, "The site of an entry"):
 * Pat worked the week of 11/09 at Trenton, then moved to Camden. That week stays Trenton's in the grid,
 * the widgets, the detail, Approve Week and the payroll file; this week is split between the two.
 */
describe.each(ENGINES)('the site of a time entry on %s', (engine) => {
  let t: TestApp;
  let payroll: string;
  let admin: string;
  const site = { trenton: 0, camden: 0 };
  const job = { none: 0, trenton: 0 };
  let pat: number;
  let pastGrid: TimeSheetRow;

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(payroll) });
  const post = (url: string, payload: object, token = payroll) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const grid = async (week: typeof PAST, location: number | 'all', by: 1 | 2 = 1) => {
    const res = await get(`/api/v1/time-sheet-list?${query({ ...week, location, time_sheet_by: by })}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TimeSheetRow[];
  };
  const patRow = async (week: typeof PAST, location: number | 'all') =>
    (await grid(week, location)).find((r) => r.id === pat);
  const exportOf = (week: typeof PAST, siteId: number) =>
    get(`/api/v1/time-export-txt?${query({ ...week, site_id: siteId })}`);
  const detail = async (week: typeof PAST, location: number) => {
    const q = { id: pat, time_sheet_by: 1, ...week, location, pageSizeLimit: 10, offset: 0 };
    const res = await get(`/api/v1/time-sheet-detail?${query(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.entries as { id: number; date: string; total: number }[];
  };
  const work = (jobId: number, date: string, from = '06:30', to = '17:30') =>
    shift(t.app, admin, pat, jobId, `${date}T${from}:00-05:00`, `${date}T${to}:00-05:00`);
  const approveWeek = async (week: typeof PAST, location: number) => {
    const body = { ...week, emp_ids: [pat], location };
    const preview = await post('/api/v1/time-entry-week-approval-preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    const entries = preview.json().data.entries as { id: number; version: number }[];
    const res = await post('/api/v1/time-entry-week-approval', { ...body, time_entries: entries });
    expect(res.statusCode, res.body).toBe(202);
    return entries;
  };

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    const company = await createCompany(t.db);
    [payroll, admin] = await Promise.all([
      signIn(t.app, company.users.payroll.email),
      signIn(t.app, company.users.admin.email),
    ]);
    site.trenton = await createSite(t.db, company.id, 'Trenton');
    site.camden = await createSite(t.db, company.id, 'Camden');
    job.none = await createJob(t.db, company.id, { code: 'J-N', name: 'Anywhere' });
    job.trenton = await createJob(t.db, company.id, {
      code: 'J-T',
      name: 'Trenton Yard',
      site_id: site.trenton,
    });
    pat = await createEmployee(t.db, company.id, {
      code: 'E51',
      first_name: 'Pat',
      last_name: 'Kelly',
      site_id: site.trenton,
    });
    // The week of 11/09 at Trenton, on a job without a site of its own, approved by payroll.
    for (const day of ['09', '10', '11', '12', '13']) await work(job.none, `2026-11-${day}`);
    expect(await approveWeek(PAST, site.trenton)).toHaveLength(5);
    pastGrid = (await patRow(PAST, site.trenton))!;

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/employee-update/${pat}`,
      headers: bearer(admin),
      payload: { site_id: site.camden },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
  afterAll(() => t.close());

  it("keeps a past week in the old site's grid, widgets and detail after the employee moves", async () => {
    expect(pastGrid.total).toBeGreaterThan(40);
    expect(await patRow(PAST, site.trenton)).toEqual(pastGrid);
    expect(await patRow(PAST, site.camden)).toBeUndefined();
    expect((await detail(PAST, site.trenton)).map((e) => e.date)).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
    ]);
    expect(await detail(PAST, site.camden)).toEqual([]);
    const widgets = async (location: number) =>
      (await get(`/api/v1/time-sheet-widgets?${query({ ...PAST, location })}`)).json().data;
    expect(await widgets(site.trenton)).toMatchObject({ approved_status_count: 5 });
    expect(await widgets(site.camden)).toMatchObject({ approved_status_count: 0 });
  });

  it("keeps a past week in the old site's payroll file, and none in the new site's", async () => {
    const trenton = await exportOf(PAST, site.trenton);
    expect(trenton.statusCode, trenton.body).toBe(200);
    const lines = (trenton.json().data.data as string).trim().split('\r\n').slice(1);
    expect(lines.map((l) => l.split('\t').slice(0, 4))).toEqual(
      ['09', '10', '11', '12', '13'].map((d) => ['E51', 'Pat Kelly', 'J-N', `2026-11-${d}`]),
    );
    const total = lines.reduce((sum, l) => sum + Math.round(Number(l.split('\t')[6]) * 100), 0);
    expect(total).toBe(Math.round(pastGrid.total * 100));
    expect((await exportOf(PAST, site.camden)).statusCode).toBe(404);
  });

  describe('a week worked at two sites', () => {
    beforeAll(async () => {
      // After the move: Monday and Tuesday on the job without a site (now Camden's), Wednesday and
      // Thursday on Trenton's job, and a manual Friday (Add Timesheet) on the job without a site.
      for (const day of ['16', '17']) await work(job.none, `2026-11-${day}`);
      for (const day of ['18', '19']) await work(job.trenton, `2026-11-${day}`);
      const added = await post('/api/v1/add-time-entry', {
        emp_id: pat,
        job_id: job.none,
        clock_in_date_time: '2026-11-20 07:00:00',
        clock_out_date_time: '2026-11-20 15:00:00',
        notes: 'employee was at offsite meeting',
      });
      expect(added.statusCode, added.body).toBeLessThan(300);
    });

    it("shows each site its own days, with the figures of the employee's whole week", async () => {
      const all = (await patRow(THIS, 'all'))!;
      const trenton = (await patRow(THIS, site.trenton))!;
      const camden = (await patRow(THIS, site.camden))!;
      for (const [row, days] of [
        [trenton, ['wed', 'thu']],
        [camden, ['mon', 'tue', 'fri']],
      ] as const)
        for (const key of DAY_KEYS) expect(row[key], key).toBe(days.includes(key as never) ? all[key] : 0);
      // Overtime is the week's (past 40 hours on Thursday), shared out to the two sites' rows.
      expect(all.over_time).toBeGreaterThan(0);
      expect(trenton.over_time).toBeGreaterThan(0);
      for (const key of ['regular_time', 'over_time', 'total'] as const)
        expect(Math.round((trenton[key] + camden[key]) * 100), key).toBe(Math.round(all[key] * 100));
      // The detail at a site lists its entries with the figures the grid gave them.
      const cards = await detail(THIS, site.trenton);
      expect(cards.map((c) => c.date)).toEqual(['2026-11-18', '2026-11-19']);
      expect(Math.round(cards.reduce((s, c) => s + c.total * 100, 0))).toBe(Math.round(trenton.total * 100));
    });

    it("gives the job grid a site's jobs, and counts only its un-approved entries for the payroll file", async () => {
      expect((await grid(THIS, site.trenton, 2)).map((r) => r.code)).toEqual(['J-T']);
      expect((await grid(THIS, site.camden, 2)).map((r) => r.code)).toEqual(['J-N']);
      expect((await exportOf(THIS, site.trenton)).json().message).toBe(
        '2 un-approved time entries found. Approve all to export.',
      );
      expect((await exportOf(THIS, site.camden)).json().message).toBe(
        '3 un-approved time entries found. Approve all to export.',
      );
    });

    it("approves a site's week only, leaving the employee's days elsewhere for their site", async () => {
      expect(await approveWeek(THIS, site.trenton)).toHaveLength(2);
      const camden = (await patRow(THIS, site.camden))!;
      expect(camden.mon_approved_status).toBe(3);
      expect((await exportOf(THIS, site.trenton)).statusCode).toBe(200);
      expect((await exportOf(THIS, site.camden)).statusCode).toBe(422);
    });
  });
});
