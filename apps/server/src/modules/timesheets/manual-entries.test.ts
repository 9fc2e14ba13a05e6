import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, shift } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');
const OVERLAP = (list: string) =>
  `One or more jobs have overlapping work hours for ${list}. Please check clock-in and clock-out entries for jobs.`;

describe.each(ENGINES)('Add Timesheet duplicates and overlaps on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let payroll: string;
  let jobA: number;
  let jobB: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    payroll = await signIn(t.app, company.users.payroll.email);
    jobA = await createJob(t.db, company.id, { code: 'J-A', name: 'Bridge' });
    jobB = await createJob(t.db, company.id, { code: 'J-B', name: 'Tank' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(payroll), payload });
  const entry = (emp_id: number, job_id: number, from: string, to: string) => ({
    emp_id,
    job_id,
    clock_in_date_time: from,
    clock_out_date_time: to,
  });
  const entriesOf = async (employeeId: number) =>
    t.db
      .selectFrom('time_entries')
      .select(['id', 'clock_in_at'])
      .where('employee_id', '=', employeeId)
      .where('deleted_at', 'is', null)
      .execute();
  const ana = () => createEmployee(t.db, company.id, { first_name: 'Ana', last_name: 'Lopez' });

  it('refuses an exact copy of a kept entry, beside its clock-in', async () => {
    const emp = await ana();
    const first = await post('/api/v1/add-time-entries', {
      type: 1,
      time_entries: [entry(emp, jobA, '2026-11-16 07:00:00', '2026-11-16 15:00:00')],
    });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/v1/add-time-entries', {
      type: 1,
      time_entries: [entry(emp, jobA, '2026-11-16 07:00:00', '2026-11-16 15:00:00')],
      overlaps_confirmed: true,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      'time_entries.0.clock_in_date_time': 'The same time entry already exists for Ana Lopez on 11/16/26.',
    });
    expect(await entriesOf(emp)).toHaveLength(1);
  });

  it('refuses a clone within one call and stores neither entry', async () => {
    const emp = await ana();
    const res = await post('/api/v1/add-time-entries', {
      type: 1,
      time_entries: [
        entry(emp, jobA, '2026-11-17 07:00:00', '2026-11-17 15:00:00'),
        entry(emp, jobA, '2026-11-17 07:00:00', '2026-11-17 15:00:00'),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'time_entries.1.clock_in_date_time': 'The same time entry already exists for Ana Lopez on 11/17/26.',
    });
    expect(await entriesOf(emp)).toHaveLength(0);
  });

  it('refuses a copy of a punched entry through the single-entry call', async () => {
    const emp = await ana();
    await shift(t.app, payroll, emp, jobA, '2026-11-18T07:00:20-05:00', '2026-11-18T15:00:10-05:00');
    const res = await post('/api/v1/add-time-entry', {
      ...entry(emp, jobA, '2026-11-18 07:00:00', '2026-11-18 15:00:00'),
      notes: 'wrong job selected',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      clock_in_date_time: 'The same time entry already exists for Ana Lopez on 11/18/26.',
    });
  });

  it('warns about a shift on top of a kept one, and adds it once confirmed', async () => {
    const emp = await ana();
    await shift(t.app, payroll, emp, jobA, '2026-11-16T07:00:00-05:00', '2026-11-16T15:00:00-05:00');
    const week = {
      type: 2,
      time_entries: [
        entry(emp, jobB, '2026-11-16 08:00:00', '2026-11-16 16:00:00'),
        entry(emp, jobB, '2026-11-17 08:00:00', '2026-11-17 16:00:00'),
      ],
    };
    const warned = await post('/api/v1/add-time-entries', week);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({
      status: false,
      code: 'overlapping_time_entry',
      message: OVERLAP('Ana Lopez (11/16/26)'),
    });
    expect(await entriesOf(emp)).toHaveLength(1);

    const confirmed = await post('/api/v1/add-time-entries', { ...week, overlaps_confirmed: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await entriesOf(emp)).toHaveLength(3);
  });

  it('warns about two entries of the call overlapping each other, not about other employees', async () => {
    const [emp, other] = [await ana(), await createEmployee(t.db, company.id)];
    await shift(t.app, payroll, other, jobA, '2026-11-19T07:00:00-05:00', '2026-11-19T15:00:00-05:00');
    const res = await post('/api/v1/add-time-entries', {
      type: 1,
      time_entries: [
        entry(emp, jobA, '2026-11-19 07:00:00', '2026-11-19 12:00:00'),
        entry(emp, jobB, '2026-11-19 11:00:00', '2026-11-19 15:00:00'),
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(OVERLAP('Ana Lopez (11/19/26)'));
  });

  it('adds an entry submitted ten times at once only once', async () => {
    const emp = await ana();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/v1/add-time-entries', {
          type: 1,
          time_entries: [entry(emp, jobA, '2026-11-13 07:00:00', '2026-11-13 15:00:00')],
          overlaps_confirmed: true,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(422)]);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(refused.json().errors).toEqual({
        'time_entries.0.clock_in_date_time': 'The same time entry already exists for Ana Lopez on 11/13/26.',
      });
    expect(await entriesOf(emp)).toHaveLength(1);
  });

  it('warns the later of two overlapping entries submitted at once', async () => {
    const emp = await ana();
    const answers = await Promise.all(
      [jobA, jobB].map((job) =>
        post('/api/v1/add-time-entries', {
          type: 1,
          time_entries: [entry(emp, job, '2026-11-12 07:00:00', '2026-11-12 15:00:00')],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(OVERLAP('Ana Lopez (11/12/26)'));
    expect(await entriesOf(emp)).toHaveLength(1);
  });

  it('adds back to back and deleted-over hours without a word', async () => {
    const emp = await ana();
    const first = await post('/api/v1/add-time-entries', {
      type: 1,
      time_entries: [entry(emp, jobA, '2026-11-20 06:00:00', '2026-11-20 10:00:00')],
    });
    const [id] = first.json().data.ids;
    const deleted = await post('/api/v1/time-entry-bulk-delete', { time_ids: [id] });
    expect(deleted.statusCode).toBe(204);
    const res = await post('/api/v1/add-time-entries', {
      type: 1,
      time_entries: [
        entry(emp, jobA, '2026-11-20 06:00:00', '2026-11-20 10:00:00'),
        entry(emp, jobB, '2026-11-20 10:00:00', '2026-11-20 14:00:00'),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(await entriesOf(emp)).toHaveLength(2);
  });
});
