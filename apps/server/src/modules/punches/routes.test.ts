import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createMobileUser } from '../../../test/people.ts';
import {
  createEmployee,
  createJob,
  createSite,
  createSubcontractorCompany,
  createSubcontractorWorker,
  punch,
} from '../../../test/timekeeping.ts';
import { PNG_1PX } from '../files/routes.test.ts';
import { closeForgottenClockOuts } from './background.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');

describe.each(ENGINES)('punch ingestion on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let job: number;
  let farJob: number;
  let site: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    admin = await signIn(t.app, company.users.admin.email);
    site = await createSite(t.db, company.id);
    job = await createJob(t.db, company.id, { site_id: site });
    farJob = await createJob(t.db, company.id, { latitude: 39.9526, longitude: -75.1652 });
  });
  afterAll(() => t.close());

  const batch = (punches: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/punches/batch',
      headers: bearer(admin),
      payload: { punches },
    });
  const entryOf = (id: number) =>
    t.db.selectFrom('time_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('derives a REGULAR entry: rounded to the job hours, break deducted, originals kept', async () => {
    const emp = await createEmployee(t.db, company.id);
    const a = await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'in',
      device_time: '2026-11-16T07:04:00-05:00',
    });
    expect(a.statusCode).toBe(200);
    const id = a.json().data.time_entry_id;
    let e = await entryOf(id);
    expect(e).toMatchObject({ source: 'REGULAR', clock_out_at: null, work_date: '2026-11-16' });
    const b = await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'out',
      device_time: '2026-11-16T15:35:00-05:00',
    });
    expect(b.json().data.time_entry_id).toBe(id);
    e = await entryOf(id);
    expect(e.clock_in_at).toBe('2026-11-16T12:00:00.000Z');
    expect(e.clock_out_at).toBe('2026-11-16T20:30:00.000Z');
    expect(e.original_clock_in_at).toBe('2026-11-16T12:04:00.000Z');
    expect(e.original_clock_out_at).toBe('2026-11-16T20:35:00.000Z');
    expect(e.break_minutes).toBe(30);
    expect(e.minutes).toBe(480);
    expect([e.gps_in_status, e.gps_out_status, e.face_in_status, e.face_out_status]).toEqual([0, 0, 0, 0]);
    const emp2 = await t.db
      .selectFrom('employees')
      .select('last_clock_in')
      .where('id', '=', emp)
      .executeTakeFirstOrThrow();
    expect(emp2.last_clock_in).toBe('2026-11-16T12:04:00.000Z');
  });

  it('stores a retried upload once', async () => {
    const emp = await createEmployee(t.db, company.id);
    const p = {
      employee_id: emp,
      job_id: job,
      type: 'in' as const,
      device_time: '2026-11-17T07:00:00-05:00',
      client_id: 'retry-0000000001',
    };
    const first = await punch(t.app, admin, p);
    const second = await punch(t.app, admin, p);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ ...first.json().data, duplicate: true });
    const count = await t.db
      .selectFrom('punches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_id', '=', 'retry-0000000001')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('keeps a double tap inside the window as a duplicate punch without a second entry', async () => {
    const emp = await createEmployee(t.db, company.id);
    await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'in',
      device_time: '2026-11-17T07:00:00-05:00',
    });
    const again = await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'in',
      device_time: '2026-11-17T07:00:40-05:00',
    });
    expect(again.json().data).toMatchObject({ time_entry_id: null, duplicate: true });
    const entries = await t.db
      .selectFrom('time_entries')
      .select('id')
      .where('employee_id', '=', emp)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('flags GPS far from the job and a face mismatch', async () => {
    const emp = await createEmployee(t.db, company.id);
    const a = await punch(t.app, admin, {
      employee_id: emp,
      job_id: farJob,
      type: 'in',
      device_time: '2026-11-18T07:00:00-05:00',
      face_match: false,
    });
    const e = await entryOf(a.json().data.time_entry_id);
    expect(e.gps_in_status).toBe(1);
    expect(e.face_in_status).toBe(1);
  });

  it('counts a night shift across midnight on its clock-in day', async () => {
    const emp = await createEmployee(t.db, company.id, { shift: 2 });
    const night = await createJob(t.db, company.id, {
      default_job_start_time: '19:00:00',
      default_job_end_time: '05:30:00',
    });
    await punch(t.app, admin, {
      employee_id: emp,
      job_id: night,
      type: 'in',
      device_time: '2026-11-18T19:00:00-05:00',
    });
    const b = await punch(t.app, admin, {
      employee_id: emp,
      job_id: night,
      type: 'out',
      device_time: '2026-11-19T05:30:00-05:00',
    });
    const e = await entryOf(b.json().data.time_entry_id);
    expect(e.work_date).toBe('2026-11-18');
    expect(e.shift).toBe(2);
    expect(e.minutes).toBe(10 * 60 + 30 - 30);
  });

  it('stores the photo and serves it only by a signed URL', async () => {
    const emp = await createEmployee(t.db, company.id);
    const a = await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'in',
      device_time: '2026-11-19T07:00:00-05:00',
      photo: PNG_1PX.toString('base64'),
    });
    expect(a.statusCode).toBe(200);
    const p = await t.db
      .selectFrom('punches')
      .select('image_path')
      .where('id', '=', a.json().data.punch_id)
      .executeTakeFirstOrThrow();
    expect(p.image_path).toMatch(new RegExp(`^${company.id}/punches/.+\\.png$`));
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${p.image_path}` })).statusCode).not.toBe(
      200,
    );
  });

  it.each([
    ['an unknown employee', { employee_id: 999999 }, { employee_id: TIMESHEET_MSG.unknownEmployee }],
    ['an unknown job', { job_id: 999999 }, { job_id: TIMESHEET_MSG.unknownJob }],
    [
      'a photo that is not an image',
      { photo: Buffer.from('hello world').toString('base64') },
      { photo: TIMESHEET_MSG.badImage },
    ],
    ['a latitude out of range', { latitude: 123 }, { latitude: TIMESHEET_MSG.badPosition }],
    ['a clock-out with no clock-in', { type: 'out' as const }, { type: TIMESHEET_MSG.noOpenClockIn }],
  ] as const)('refuses %s with 422 and stores nothing', async (_label, override, errors) => {
    const emp = await createEmployee(t.db, company.id);
    const before = await t.db
      .selectFrom('punches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'in',
      device_time: '2026-11-19T07:00:00-05:00',
      ...override,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    const after = await t.db
      .selectFrom('punches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a clock-out before the open clock-in', async () => {
    const emp = await createEmployee(t.db, company.id);
    await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'in',
      device_time: '2026-11-19T07:00:00-05:00',
    });
    const res = await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'out',
      device_time: '2026-11-19T06:00:00-05:00',
    });
    expect(res.statusCode).toBe(422);
  });

  it('lets a foreman punch for the crew of the site and refuses others', async () => {
    const foremanEmployee = await createEmployee(t.db, company.id, { site_id: site });
    await t.db
      .updateTable('users')
      .set({ employee_id: foremanEmployee })
      .where('id', '=', company.users.foreman.id)
      .execute();
    const foreman = await signIn(t.app, company.users.foreman.email);
    const crew = await createEmployee(t.db, company.id, { site_id: site });
    const stranger = await createEmployee(t.db, company.id);
    expect(
      (
        await punch(t.app, foreman, {
          employee_id: crew,
          job_id: job,
          type: 'in',
          device_time: '2026-11-19T07:00:00-05:00',
        })
      ).statusCode,
    ).toBe(200);
    const denied = await punch(t.app, foreman, {
      employee_id: stranger,
      job_id: job,
      type: 'in',
      device_time: '2026-11-19T07:00:00-05:00',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(TIMESHEET_MSG.notYourCrew);
    const office = await signIn(t.app, company.users.office.email);
    expect(
      (
        await punch(t.app, office, {
          employee_id: stranger,
          job_id: job,
          type: 'in',
          device_time: '2026-11-19T07:00:00-05:00',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets a foreman clock a sub-contractor worker in for their company, and not a field user', async () => {
    const sub = await createSubcontractorCompany(t.db, company.id);
    const worker = await createSubcontractorWorker(t.db, company.id, sub);
    const foreman = await signIn(t.app, company.users.foreman.email);
    const clockIn = {
      employee_id: worker,
      job_id: job,
      type: 'in' as const,
      device_time: '2026-11-18T07:00:00-05:00',
    };
    const res = await punch(t.app, foreman, clockIn);
    expect(res.statusCode).toBe(200);
    expect(await entryOf(res.json().data.time_entry_id)).toMatchObject({
      employee_id: worker,
      subcontractor_company_id: sub,
      source: 'REGULAR',
    });
    const fieldEmployee = await createEmployee(t.db, company.id, { site_id: site });
    const account = await createMobileUser(
      t.db,
      company.id,
      { id: fieldEmployee, first_name: 'Pat', last_name: 'Field' },
      company.roles['Field User']!,
    );
    const fieldUser = await signIn(t.app, account.email);
    const denied = await punch(t.app, fieldUser, {
      ...clockIn,
      type: 'out',
      device_time: '2026-11-18T15:30:00-05:00',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(TIMESHEET_MSG.notYourCrew);
  });

  it("refuses another company's employee and answers 401 without a token", async () => {
    const other = await createCompany(t.db);
    const theirs = await createEmployee(t.db, other.id);
    const res = await punch(t.app, admin, {
      employee_id: theirs,
      job_id: job,
      type: 'in',
      device_time: '2026-11-19T07:00:00-05:00',
    });
    expect(res.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/punches', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('closes an entry left open past the split threshold at the threshold and flags it', async () => {
    const emp = await createEmployee(t.db, company.id);
    const a = await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'in',
      device_time: '2026-11-16T06:00:00-05:00',
    });
    const closeForgotten = () => closeForgottenClockOuts(t.app.ctx);
    await Promise.all([closeForgotten(), closeForgotten()]);
    const entryId = a.json().data.time_entry_id;
    const e = await entryOf(entryId);
    expect(e.clock_out_at).toBe('2026-11-17T02:00:00.000Z');
    expect(e.clock_out_status).toBe(1);

    await closeForgotten();
    // The close is the system's change, in the audit log once though two runs found the open entry.
    const audits = await t.db
      .selectFrom('audit_logs')
      .select(['user_id', 'user_name', 'description'])
      .where('company_id', '=', company.id)
      .where('action', '=', 'Auto Clock Out')
      .where('entity_id', '=', String(entryId))
      .execute();
    // Named by code and name, on the company's clock: a search for the employee finds it.
    const who = await t.db
      .selectFrom('employees')
      .select(['code', 'first_name', 'last_name'])
      .where('id', '=', emp)
      .executeTakeFirstOrThrow();
    const where = await t.db
      .selectFrom('jobs')
      .select(['code', 'name'])
      .where('id', '=', job)
      .executeTakeFirstOrThrow();
    expect(audits).toEqual([
      {
        user_id: null,
        user_name: 'System',
        description: `No clock-out for ${who.first_name} ${who.last_name} (${who.code}) at ${where.code} ${where.name} within the split threshold: the shift from 11/16/26 06:00 am closed at 11/16/26 09:00 pm and flagged`,
      },
    ]);
  });

  it('uploads a queued batch and answers each punch on its own', async () => {
    const emp = await createEmployee(t.db, company.id);
    const res = await batch([
      {
        client_id: 'batch-000000001',
        employee_id: emp,
        job_id: job,
        type: 'in',
        device_time: '2026-11-20T07:00:00-05:00',
      },
      {
        client_id: 'batch-000000002',
        employee_id: 999999,
        job_id: job,
        type: 'in',
        device_time: '2026-11-20T07:00:00-05:00',
      },
      {
        client_id: 'batch-000000003',
        employee_id: emp,
        job_id: job,
        type: 'out',
        device_time: '2026-11-20T12:00:00-05:00',
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, true]);
  });

  it('takes back only the refused punch of a batch, even one refused after it was written', async () => {
    const [emp, other] = [await createEmployee(t.db, company.id), await createEmployee(t.db, company.id)];
    const at = (hour: string) => `2026-11-19T${hour}:00:00-05:00`;
    const res = await batch([
      { client_id: 'keep-000000001', employee_id: emp, job_id: job, type: 'in', device_time: at('07') },
      // A clock-out without a clock-in: the punch row is written, then refused.
      {
        client_id: 'drop-000000001',
        employee_id: other,
        job_id: job,
        type: 'out',
        device_time: at('08'),
      },
      { client_id: 'keep-000000002', employee_id: emp, job_id: job, type: 'out', device_time: at('12') },
    ]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, true]);
    expect(data[1].message).toBe(TIMESHEET_MSG.noOpenClockIn);
    const stored = await t.db
      .selectFrom('punches')
      .select('client_id')
      .where('employee_id', 'in', [emp, other])
      .orderBy('client_id')
      .execute();
    expect(stored.map((p) => p.client_id)).toEqual(['keep-000000001', 'keep-000000002']);
    const entry = await entryOf(data[2].time_entry_id);
    expect(entry.clock_out_at).not.toBeNull();
  });
});
