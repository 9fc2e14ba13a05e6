import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createMobileUser } from '../../../test/people.ts';
import {
  createJob,
  createSite,
  createSubcontractorCompany,
  createSubcontractorWorker,
  shift,
} from '../../../test/timekeeping.ts';
import { NOT_AN_EMPLOYEE } from './service.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');
const WEEK = 'start_date=2026-11-16&end_date=2026-11-22';

describe.each(ENGINES)("the field app's calls on %s", (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let site: number;
  let jobA: number;
  let foreman: { id: number; token: string };
  let fieldUser: { id: number; token: string };
  let crewMate: number;

  async function account(role: 'Foreman' | 'Field User', siteId: number, names = {}) {
    const employee = await createEmployee(t.db, company.id, {
      role_id: company.roles[role],
      site_id: siteId,
      ...names,
    });
    const user = await createMobileUser(t.db, company.id, employee, company.roles[role]!);
    return { id: employee.id, token: await signIn(t.app, user.email) };
  }

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    other = await createCompany(t.db);
    admin = await signIn(t.app, company.users.admin.email);
    site = await createSite(t.db, company.id, 'North');
    const otherSite = await createSite(t.db, company.id, 'South');
    jobA = await createJob(t.db, company.id, { code: 'J-A', name: 'Bridge' });
    await createJob(t.db, company.id, { code: 'J-B', name: 'Tank', latitude: null, longitude: null });
    const gone = await createJob(t.db, company.id, { code: 'J-OLD', name: 'Finished' });
    await t.db.updateTable('jobs').set({ is_active: 0 }).where('id', '=', gone).execute();
    await createJob(t.db, other.id, { code: 'X-1', name: 'Elsewhere' });
    foreman = await account('Foreman', site, { first_name: 'Fran', last_name: 'Boss' });
    fieldUser = await account('Field User', site, { first_name: 'Ana', last_name: 'Lopez' });
    crewMate = fieldUser.id;
    await createEmployee(t.db, company.id, { site_id: otherSite, last_name: 'Southerner' });
    await createEmployee(t.db, company.id, { site_id: site, is_active: 0, last_name: 'Retired' });
    const sub = await createSubcontractorCompany(t.db, company.id);
    await createSubcontractorWorker(t.db, company.id, sub);
    await t.db
      .insertInto('employee_images')
      .values({
        company_id: company.id,
        employee_id: fieldUser.id,
        image_path: 'employees/ana.png',
        is_default: 1,
        created_at: NOW.toISOString(),
      })
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: token ? bearer(token) : {} });

  describe('profile', () => {
    it("gives a field user their employee, reference photo, the company's time zone and the server's clock", async () => {
      const res = await get('mobile/profile', fieldUser.token);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        employee: {
          id: fieldUser.id,
          first_name: 'Ana',
          last_name: 'Lopez',
          site_id: site,
          site_name: 'North',
        },
        role: 'Field User',
        server_time: NOW.toISOString(),
        crew: [],
      });
      expect(typeof data.time_zone).toBe('string');
      expect(data.employee.reference_photo).toMatch(/^\/api\/v1\/files\//);
    });

    it('gives a foreman the crew of the site: active employees only, not sub-contractor workers', async () => {
      const data = (await get('mobile/profile', foreman.token)).json().data;
      expect(data.employee).toMatchObject({ id: foreman.id, reference_photo: null });
      expect(data.crew.map((c: { id: number }) => c.id)).toEqual([crewMate]);
      expect(data.crew[0].reference_photo).toMatch(/^\/api\/v1\/files\//);
    });

    it('refuses an account not linked to an employee with the API message, and no token with 401', async () => {
      const res = await get('mobile/profile', admin);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AN_EMPLOYEE);
      expect((await get('mobile/profile')).statusCode).toBe(401);
    });
  });

  describe('jobs', () => {
    it("lists the company's active jobs by code with their positions", async () => {
      const res = await get('mobile/jobs', fieldUser.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { id: jobA, code: 'J-A', name: 'Bridge', latitude: 40.7357, longitude: -74.1724 },
        expect.objectContaining({ code: 'J-B', latitude: null, longitude: null }),
      ]);
      expect((await get('mobile/jobs')).statusCode).toBe(401);
    });
  });

  describe('my week', () => {
    let ids: number[];
    beforeAll(async () => {
      // Five 9.5-hour days (9 paid) = 45 paid hours: 40 regular and 5 overtime.
      ids = [];
      for (const day of ['16', '17', '18', '19', '20']) {
        ids.push(
          await shift(
            t.app,
            admin,
            fieldUser.id,
            jobA,
            `2026-11-${day}T06:30:00-05:00`,
            `2026-11-${day}T16:00:00-05:00`,
          ),
        );
      }
      await shift(t.app, admin, foreman.id, jobA, '2026-11-16T06:30:00-05:00', '2026-11-16T10:00:00-05:00');
      // Approved as they stand: the clerk sends back the times the detail shows.
      const detail = (
        await get(`time-sheet-detail?id=${fieldUser.id}&time_sheet_by=1&${WEEK}&pageSizeLimit=10`, admin)
      ).json().data.entries as {
        id: number;
        version: number;
        clock_in_date_time: string;
        clock_out_date_time: string;
      }[];
      const clerkTime = (local: string) => {
        const [date, time] = local.split(' ');
        const [h, m, s] = time!.split(':').map(Number);
        const hour = h! % 12 === 0 ? 12 : h! % 12;
        return `${date} ${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')} ${h! < 12 ? 'AM' : 'PM'}`;
      };
      const versions = detail
        .filter((e) => ids.slice(0, 2).includes(e.id))
        .map((e) => ({
          id: e.id,
          version: e.version,
          clock_in_date_time: clerkTime(e.clock_in_date_time),
          clock_out_date_time: clerkTime(e.clock_out_date_time),
        }));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/time-entry-approval-update',
        headers: bearer(admin),
        payload: { time_entries: versions },
      });
      expect(res.statusCode, res.body).toBe(202);
    });

    it('equals the Employee Timesheets grid row of the week, day by day, with regular time and overtime', async () => {
      const res = await get('mobile/my-week', fieldUser.token);
      expect(res.statusCode).toBe(200);
      const week = res.json().data;
      const grid = (await get(`time-sheet-list?${WEEK}&time_sheet_by=1`, admin))
        .json()
        .data.find((r: { id: number }) => r.id === fieldUser.id);
      expect(week).toMatchObject({
        week_start: '2026-11-16',
        week_end: '2026-11-22',
        total: grid.total,
        regular_time: grid.regular_time,
        over_time: grid.over_time,
        approved: false,
      });
      expect(week.days.map((d: { hours: number }) => d.hours)).toEqual(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((k) => grid[k]),
      );
      expect(week).toMatchObject({ total: 45, regular_time: 40, over_time: 5 });
      expect(week.days.map((d: { approved: boolean }) => d.approved)).toEqual([
        true,
        true,
        false,
        false,
        false,
        false,
        false,
      ]);
      expect(week.entries.map((e: { id: number }) => e.id).sort()).toEqual([...ids].sort());
      expect(week.entries[0]).toMatchObject({ job_code: 'J-A', job_name: 'Bridge' });
    });

    it('reads only the caller’s own entries, of the week holding the date asked', async () => {
      const mine = (await get('mobile/my-week', foreman.token)).json().data;
      expect(mine.total).toBe(3.5);
      expect(mine.entries).toHaveLength(1);
      const before = (await get('mobile/my-week?date=2026-11-12', fieldUser.token)).json().data;
      expect(before).toMatchObject({ week_start: '2026-11-09', total: 0, approved: false, entries: [] });
    });

    it("shows the week's double time under a policy that pays it, as the grid does", async () => {
      const policies = (company: object) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/overtime-policies',
          headers: bearer(admin),
          payload: { company, sites: [] },
        });
      expect((await policies({ preset: 'california' })).statusCode).toBe(200);
      // A 14.5 h Monday the week before, less its half-hour break.
      await shift(t.app, admin, fieldUser.id, jobA, '2026-11-09T06:00:00-05:00', '2026-11-09T20:30:00-05:00');
      const week = (await get('mobile/my-week?date=2026-11-09', fieldUser.token)).json().data;
      const grid = (
        await get('time-sheet-list?start_date=2026-11-09&end_date=2026-11-15&time_sheet_by=1', admin)
      )
        .json()
        .data.find((r: { id: number }) => r.id === fieldUser.id);
      expect(week).toMatchObject({ total: 14, regular_time: 8, over_time: 4, double_time: 2 });
      expect(week).toMatchObject({
        total: grid.total,
        regular_time: grid.regular_time,
        over_time: grid.over_time,
        double_time: grid.double_time,
      });
      expect(week.entries[0]).toMatchObject({ double_time: 2 });
      expect((await policies({ preset: 'federal' })).statusCode).toBe(200);
    });

    it('refuses a bad date, an account without an employee and a missing token', async () => {
      const bad = await get('mobile/my-week?date=2026-13-40', fieldUser.token);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.date).toBeTruthy();
      const office = await get('mobile/my-week', admin);
      expect(office.statusCode).toBe(403);
      expect(office.json().message).toBe(NOT_AN_EMPLOYEE);
      expect((await get('mobile/my-week')).statusCode).toBe(401);
    });
  });
});
