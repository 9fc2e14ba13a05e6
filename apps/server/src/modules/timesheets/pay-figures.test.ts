import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateTime } from '@portal/domain';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, storeEntryFigures } from '../../../test/timekeeping.ts';
import { seededRandom } from '../../db/seed/random.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const TZ = 'America/New_York';
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Hours as the API gives them (8.07) in hundredths (807), exactly. */
const h = (hours: number | string) => Math.round(Number(hours) * 100);

describe.each(ENGINES)('the grid, the detail and the payroll file agree on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let payroll: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    [payroll, admin] = await Promise.all([
      signIn(t.app, company.users.payroll.email),
      signIn(t.app, company.users.admin.email),
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, token = payroll) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  /** An entry from a local clock-in, so many minutes long, paid in full (no break) unless a break is given. */
  async function entry(
    e: { employee: number; job: number; date: string; at: string; minutes: number },
    approved_status: 'approved' | 'un-approved' = 'un-approved',
  ) {
    const clockIn = new Date(`${e.date}T${e.at}:00${offset(e.date)}`).toISOString();
    const clockOut = new Date(Date.parse(clockIn) + e.minutes * 60_000).toISOString();
    const at = NOW.toISOString();
    const row = await t.db
      .insertInto('time_entries')
      .values({
        company_id: company.id,
        employee_id: e.employee,
        job_id: e.job,
        source: 'MANUAL',
        work_date: e.date,
        clock_in_at: clockIn,
        clock_out_at: clockOut,
        org_clock_in_at: clockIn,
        org_clock_out_at: clockOut,
        original_clock_in_at: clockIn,
        original_clock_out_at: clockOut,
        minutes: e.minutes,
        is_full_pay: 1,
        approved_status,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storeEntryFigures(t.db, company.id, e.employee, e.date);
    return row.id;
  }
  /** New York's offset on a date of these tests (October is EDT, November from the 2nd EST). */
  const offset = (date: string) => (date < '2026-11-01' ? '-04:00' : '-05:00');

  /** Approves entries through the API, as a clerk does: each keeps the split it is approved with. */
  async function approve(ids: number[]) {
    const rows = await t.db
      .selectFrom('time_entries')
      .select(['id', 'version', 'clock_in_at'])
      .where('id', 'in', ids)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/time-entry-approval-update',
      headers: bearer(payroll),
      payload: {
        time_entries: rows.map((r) => ({
          id: r.id,
          version: r.version,
          clock_in_date_time: localDateTime(r.clock_in_at, TZ),
        })),
      },
    });
    expect(res.statusCode).toBe(202);
  }

  const grid = async (monday: string, by: 1 | 2) => {
    const res = await get(
      `/api/v1/time-sheet-list?start_date=${monday}&end_date=${addDays(monday, 6)}&time_sheet_by=${by}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data as Record<string, number | string>[];
  };
  const detail = async (monday: string, employee: number) => {
    const res = await get(
      `/api/v1/time-sheet-detail?start_date=${monday}&end_date=${addDays(monday, 6)}&time_sheet_by=1&id=${employee}&pageSizeLimit=500`,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data.entries as {
      emp_code: string;
      job_code: string;
      date: string;
      regular_time: number;
      over_time: number;
      total: number;
    }[];
  };
  const exportFile = async (monday: string) => {
    const res = await get(`/api/v1/time-export-txt?start_date=${monday}&end_date=${addDays(monday, 6)}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.data as string;
  };
  const lines = (file: string) =>
    file
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split('\t'))
      .map(([code, , job, date, regular, overtime, total]) => ({
        key: `${code}|${job}|${date}`,
        regular: h(regular!),
        overtime: h(overtime!),
        total: h(total!),
      }));

  it('to the hundredth on 8 random weeks of 10 employees (days, jobs, lines and rows add up)', async () => {
    // Seeded, so a failing week can be run again.
    const next = seededRandom(20261123).below;
    const jobs = await Promise.all([1, 2, 3].map(() => createJob(t.db, company.id)));
    const jobCodes = new Map(
      (await t.db.selectFrom('jobs').select(['id', 'code']).where('id', 'in', jobs).execute()).map((j) => [
        j.id,
        j.code,
      ]),
    );
    const employees = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createEmployee(t.db, company.id, { code: `RW${i + 1}` })),
    );
    const mondays = Array.from({ length: 8 }, (_, i) => addDays('2026-09-07', 7 * i));
    for (const monday of mondays) {
      const ids: number[] = [];
      for (const employee of employees) {
        for (let n = next(9); n > 0; n--) {
          const day = next(7);
          // Short entries round badly on their own; long days make overtime; a Sunday night shift
          // runs into the next workweek.
          const minutes = [20, 40, 484, 600, 1 + next(720)][next(5)]!;
          const at =
            day === 6 && next(3) === 0 ? '21:00' : `0${5 + next(4)}:${String(next(60)).padStart(2, '0')}`;
          ids.push(await entry({ employee, job: jobs[next(3)]!, date: addDays(monday, day), at, minutes }));
        }
      }
      // Half the week approved by the clerk (the split is kept), the other half through the table.
      await approve(ids.filter((_, i) => i % 2 === 0));
      await t.db
        .updateTable('time_entries')
        .set({ approved_status: 'approved' })
        .where('id', 'in', ids)
        .where('approved_status', '=', 'un-approved')
        .execute();
    }

    for (const monday of mondays) {
      const file = lines(await exportFile(monday));
      const byLine = new Map(file.map((l) => [l.key, l]));
      const byEmployee = new Map((await grid(monday, 1)).map((r) => [r.code, r]));
      const byJob = new Map((await grid(monday, 2)).map((r) => [r.code, r]));
      const jobDays = new Map<string, number>();
      let checked = 0;

      for (const employee of employees) {
        const entries = await detail(monday, employee);
        if (entries.length === 0) continue;
        const code = entries[0]!.emp_code;
        const row = byEmployee.get(code)!;
        const fromDetail = new Map<string, { regular: number; overtime: number; total: number }>();
        const dayTotals = new Map<string, number>();
        for (const e of entries) {
          expect(h(e.regular_time) + h(e.over_time)).toBe(h(e.total));
          const key = `${code}|${e.job_code}|${e.date}`;
          const line = fromDetail.get(key) ?? { regular: 0, overtime: 0, total: 0 };
          line.regular += h(e.regular_time);
          line.overtime += h(e.over_time);
          line.total += h(e.total);
          fromDetail.set(key, line);
          dayTotals.set(e.date, (dayTotals.get(e.date) ?? 0) + h(e.total));
          const jobDay = `${e.job_code}|${e.date}`;
          jobDays.set(jobDay, (jobDays.get(jobDay) ?? 0) + h(e.total));
        }
        // The detail's entries add up to the file's lines...
        for (const [key, line] of fromDetail) {
          expect(byLine.get(key), key).toMatchObject(line);
          checked += 1;
        }
        // ...and to the grid's cells and columns, which add up to the row's total.
        DAYS.forEach((day, i) =>
          expect(h(row[day]!), `${code} ${day}`).toBe(dayTotals.get(addDays(monday, i)) ?? 0),
        );
        const sum = (key: 'regular' | 'overtime' | 'total') =>
          [...fromDetail.values()].reduce((s, l) => s + l[key], 0);
        expect([h(row.regular_time!), h(row.over_time!), h(row.total!)]).toEqual([
          sum('regular'),
          sum('overtime'),
          sum('total'),
        ]);
        expect(DAYS.reduce((s, day) => s + h(row[day]!), 0)).toBe(h(row.total!));
      }
      expect(checked).toBe(file.length);
      for (const [id, code] of jobCodes) {
        const row = byJob.get(code);
        if (!row) continue;
        DAYS.forEach((day, i) =>
          expect(h(row[day]!), `${id} ${day}`).toBe(jobDays.get(`${code}|${addDays(monday, i)}`) ?? 0),
        );
        expect(DAYS.reduce((s, day) => s + h(row[day]!), 0)).toBe(h(row.total!));
        expect(h(row.regular_time!) + h(row.over_time!)).toBe(h(row.total!));
      }
    }
  });

  /** The Settings form's PUT with the normal work week changed. */
  async function setNormalWeek(regular_time: string) {
    const me = (await get('/api/v1/me', admin)).json().data;
    const {
      smtp_password_set: _s,
      updated_at: _u,
      ...form
    } = (await get(`/api/v1/setting/${me.settingsID}`, admin)).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/setting/${me.settingsID}`,
      headers: bearer(admin),
      payload: { ...form, regular_time },
    });
    expect(res.statusCode).toBe(200);
  }

  it('keeps an approved 40/8 week at 40/8 after the normal work week becomes 37:30:00 (grid, detail, re-export)', async () => {
    const employee = await createEmployee(t.db, company.id, { code: 'AUD40' });
    const job = await createJob(t.db, company.id);
    const monday = '2026-08-03';
    // Mon-Thu 10 h, Fri 8 h: 40 h regular, Friday's 8 h overtime.
    const ids = [];
    for (const [day, minutes] of [600, 600, 600, 600, 480].entries())
      ids.push(await entry({ employee, job, date: addDays(monday, day), at: '06:00', minutes }));
    await approve(ids);
    // The next week, not yet approved: 42 h.
    for (const day of [0, 1, 2])
      await entry({ employee, job, date: addDays(monday, 7 + day), at: '06:00', minutes: 840 });

    const figures = async () => {
      const row = (await grid(monday, 1)).find((r) => r.code === 'AUD40')!;
      const friday = (await detail(monday, employee)).find((e) => e.date === addDays(monday, 4))!;
      const next = (await grid(addDays(monday, 7), 1)).find((r) => r.code === 'AUD40')!;
      return {
        grid: [row.regular_time, row.over_time, row.total],
        friday: [friday.regular_time, friday.over_time],
        file: await exportFile(monday),
        next: [next.regular_time, next.over_time],
      };
    };
    const before = await figures();
    expect(before.grid).toEqual([40, 8, 48]);
    expect(before.friday).toEqual([0, 8]);
    expect(before.next).toEqual([40, 2]);

    await setNormalWeek('37:30:00');
    const after = await figures();
    expect(after.grid).toEqual([40, 8, 48]);
    expect(after.friday).toEqual([0, 8]);
    expect(after.file).toBe(before.file);
    // The un-approved week follows the new setting.
    expect(after.next).toEqual([37.5, 4.5]);
    await setNormalWeek('40:00:00');
  });

  it("counts a Sunday night shift's hours after midnight in Monday's workweek (grid, detail, export)", async () => {
    const employee = await createEmployee(t.db, company.id, { code: 'FLSA1' });
    const job = await createJob(t.db, company.id);
    const week1 = '2026-10-05';
    const week2 = '2026-10-12';
    // Week 1: Mon-Thu 8 h and Fri 4.5 h (36.5 h), then Sunday 20:30 to Monday 03:30 (7 h, paid in full):
    // 3.5 h on Sunday and 3.5 h on Monday. Week 2: Mon-Thu 10 h.
    const ids = [];
    for (const [day, minutes] of [480, 480, 480, 480, 270].entries())
      ids.push(await entry({ employee, job, date: addDays(week1, day), at: '07:00', minutes }));
    ids.push(await entry({ employee, job, date: addDays(week1, 6), at: '20:30', minutes: 420 }));
    for (const day of [0, 1, 2, 3])
      ids.push(await entry({ employee, job, date: addDays(week2, day), at: '07:00', minutes: 600 }));
    await approve(ids);

    const row = async (monday: string) => {
      const r = (await grid(monday, 1)).find((x) => x.code === 'FLSA1')!;
      return [r.regular_time, r.over_time, r.total];
    };
    // Week 1 is 36.5 + 3.5 = 40 h by the workweek: no overtime (all in one week would be 3.5 h).
    expect(await row(week1)).toEqual([43.5, 0, 43.5]);
    // Week 2 starts with the shift's 3.5 h: Thursday goes 3.5 h over.
    expect(await row(week2)).toEqual([36.5, 3.5, 40]);
    const sunday = (await detail(week1, employee)).find((e) => e.date === addDays(week1, 6))!;
    expect([sunday.regular_time, sunday.over_time, sunday.total]).toEqual([7, 0, 7]);
    const thursday = (await detail(week2, employee)).find((e) => e.date === addDays(week2, 3))!;
    expect([thursday.regular_time, thursday.over_time]).toEqual([6.5, 3.5]);
    const file2 = lines(await exportFile(week2)).filter((l) => l.key.startsWith('FLSA1|'));
    expect(file2.map((l) => [l.regular, l.overtime])).toEqual([
      [1000, 0],
      [1000, 0],
      [1000, 0],
      [650, 350],
    ]);
    const file1 = lines(await exportFile(week1)).filter((l) => l.key.startsWith('FLSA1|'));
    expect(file1.at(-1)).toMatchObject({ regular: 700, overtime: 0, total: 700 });
  });
});
