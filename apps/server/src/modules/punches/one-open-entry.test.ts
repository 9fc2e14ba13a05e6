import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, punch } from '../../../test/timekeeping.ts';
import * as oneOpenEntry from '../../db/migrations/2026-11-24T0012-one-open-entry.ts';
import { readWeekRevisions } from '../../platform/data-revision.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');
/** 2026-11-16 at a local (EST) time of day, minutes after 06:00. */
const at = (minutes: number) =>
  new Date(Date.parse('2026-11-16T06:00:00-05:00') + minutes * 60_000).toISOString();

describe.each(ENGINES)('one open entry per employee on %s', (engine) => {
  let t: TestApp;
  let companyId: number;
  let admin: string;
  let job: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    const company = await createCompany(t.db);
    companyId = company.id;
    admin = await signIn(t.app, company.users.admin.email);
    job = await createJob(t.db, companyId);
  });
  afterAll(() => t.close());

  const entriesOf = (employee: number) =>
    t.db
      .selectFrom('time_entries')
      .select([
        'id',
        'original_clock_in_at',
        'clock_in_at',
        'clock_out_at',
        'original_clock_out_at',
        'clock_out_status',
        'minutes',
      ])
      .where('employee_id', '=', employee)
      .where('deleted_at', 'is', null)
      .orderBy('original_clock_in_at')
      .execute();
  const batch = (punches: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/punches/batch',
      headers: bearer(admin),
      payload: { punches },
    });
  const clockIn = (employee_id: number, minutes: number) => ({
    client_id: randomUUID(),
    employee_id,
    job_id: job,
    type: 'in' as const,
    device_time: at(minutes),
  });

  it('keeps one open entry when 20 clock-ins of one employee arrive at once, in any order', async () => {
    const emp = await createEmployee(t.db, companyId);
    // Ten minutes apart (outside the double-tap window), sent latest-first and earliest-first mixed.
    const order = Array.from({ length: 20 }, (_, k) => (k % 2 === 0 ? 19 - k / 2 : (k - 1) / 2));
    const answers = await Promise.all(order.map((k) => punch(t.app, admin, clockIn(emp, k * 10))));
    expect(answers.map((a) => a.statusCode)).toEqual(order.map(() => 200));
    const entries = await entriesOf(emp);
    expect(entries).toHaveLength(20);
    const open = entries.filter((e) => e.clock_out_at === null);
    expect(open.map((e) => e.original_clock_in_at)).toEqual([at(190)]);
    for (const e of entries.filter((x) => x.clock_out_at !== null)) expect(e.clock_out_status).toBe(1);
  });

  it.runIf(engine === 'sqlite')(
    'applies single punches that arrive together in shared transactions',
    async () => {
      const crew = await Promise.all(Array.from({ length: 8 }, () => createEmployee(t.db, companyId)));
      const week = async () => {
        const day = at(0).slice(0, 10);
        return [...(await readWeekRevisions(t.db, companyId, day, day)).values()][0] ?? 0;
      };
      const before = await week();
      const answers = await Promise.all(crew.map((e) => punch(t.app, admin, clockIn(e, 0))));
      expect(answers.map((a) => a.statusCode)).toEqual(crew.map(() => 200));
      // Each transaction that stores punches moves its week's revision once.
      expect((await week()) - before).toBeLessThan(crew.length);
    },
  );

  it('keeps one open entry when batches for one employee arrive at once', async () => {
    const emp = await createEmployee(t.db, companyId);
    const batches = Array.from({ length: 5 }, (_, b) =>
      Array.from({ length: 4 }, (_, k) => clockIn(emp, (k * 5 + b) * 10)),
    );
    const answers = await Promise.all(batches.map(batch));
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.json().data.every((r: { ok: boolean }) => r.ok)).toBe(true);
    }
    const entries = await entriesOf(emp);
    expect(entries).toHaveLength(20);
    expect(entries.filter((e) => e.clock_out_at === null).map((e) => e.original_clock_in_at)).toEqual([
      at(190),
    ]);
  });

  it('stores a punch uploaded by two requests at once once', async () => {
    const emp = await createEmployee(t.db, companyId);
    const same = clockIn(emp, 0);
    const answers = await Promise.all([batch([same]), batch([same]), punch(t.app, admin, same)]);
    const ids = answers.map((a) => (a.json().data[0] ?? a.json().data).punch_id);
    expect(new Set(ids).size).toBe(1);
    expect(await entriesOf(emp)).toHaveLength(1);
  });

  it('closes an earlier clock-in uploaded late where the open entry began, and keeps that one open', async () => {
    const emp = await createEmployee(t.db, companyId);
    // 12:00 is on the phone first; the 07:00 clock-in of the morning arrives after it.
    expect((await punch(t.app, admin, clockIn(emp, 360))).statusCode).toBe(200);
    expect((await punch(t.app, admin, clockIn(emp, 60))).statusCode).toBe(200);
    let entries = await entriesOf(emp);
    expect(entries).toMatchObject([
      {
        original_clock_in_at: at(60),
        clock_out_at: at(360),
        original_clock_out_at: null,
        clock_out_status: 1,
      },
      { original_clock_in_at: at(360), clock_out_at: null },
    ]);
    // The morning's own clock-out, when it comes, closes the morning entry (and clears the flag).
    const out = await punch(t.app, admin, { ...clockIn(emp, 300), type: 'out' });
    expect(out.json().data.time_entry_id).toBe(entries[0]!.id);
    entries = await entriesOf(emp);
    expect(entries[0]).toMatchObject({
      clock_out_at: at(300),
      original_clock_out_at: at(300),
      clock_out_status: 0,
    });
    expect(entries[1]!.clock_out_at).toBeNull();
  });

  it('applies a batch in its order: each clock-in closes the one before, a clock-out the latest', async () => {
    const emp = await createEmployee(t.db, companyId);
    const res = await batch([
      clockIn(emp, 60),
      clockIn(emp, 300),
      { ...clockIn(emp, 540), type: 'out' },
      clockIn(emp, 600),
    ]);
    expect(res.json().data.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, true, true]);
    expect(await entriesOf(emp)).toMatchObject([
      { original_clock_in_at: at(60), clock_out_at: at(300), clock_out_status: 1 },
      { original_clock_in_at: at(300), clock_out_at: at(540), original_clock_out_at: at(540) },
      { original_clock_in_at: at(600), clock_out_at: null },
    ]);
  });

  it('applies a long batch in order, a retry inside it answered with what the batch stored', async () => {
    // 49 other employees clock in first: the punches of `emp` come in the middle of 100.
    const crew = await Promise.all(Array.from({ length: 49 }, () => createEmployee(t.db, companyId)));
    const emp = await createEmployee(t.db, companyId);
    const first = clockIn(emp, 60);
    const res = await batch([
      ...crew.map((e) => clockIn(e, 30)),
      first,
      { ...clockIn(emp, 360), type: 'out' },
      first,
      ...crew.map((e) => ({ ...clockIn(e, 330), type: 'out' })),
    ]);
    const data = res.json().data as {
      ok: boolean;
      punch_id: number;
      time_entry_id: number;
      duplicate: boolean;
    }[];
    expect(data.every((r) => r.ok)).toBe(true);
    expect(data[51]).toMatchObject({ punch_id: data[49]!.punch_id, duplicate: true });
    expect(data[51]!.time_entry_id).toBe(data[49]!.time_entry_id);
    expect(await entriesOf(emp)).toMatchObject([
      { original_clock_in_at: at(60), original_clock_out_at: at(360), clock_out_status: 0 },
    ]);
    for (const e of crew)
      expect(await entriesOf(e)).toMatchObject([
        { original_clock_in_at: at(30), original_clock_out_at: at(330) },
      ]);
  });

  it('the migration closes all but the latest open entry of an employee, flagged and logged', async () => {
    await oneOpenEntry.down(t.db);
    const [emp, other] = [await createEmployee(t.db, companyId), await createEmployee(t.db, companyId)];
    const open = (employee: number, minutes: number, deleted = false) =>
      t.db
        .insertInto('time_entries')
        .values({
          company_id: companyId,
          employee_id: employee,
          job_id: job,
          source: 'REGULAR',
          work_date: '2026-11-16',
          clock_in_at: at(minutes),
          org_clock_in_at: at(minutes),
          original_clock_in_at: at(minutes),
          deleted_at: deleted ? NOW.toISOString() : null,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const third = await open(emp, 600);
    const first = await open(emp, 60);
    const second = await open(emp, 300);
    await open(emp, 30, true);
    const alone = await open(other, 60);

    await oneOpenEntry.up(t.db);

    expect(await entriesOf(emp)).toMatchObject([
      { id: first.id, clock_out_at: at(300), clock_out_status: 1, minutes: 4 * 60 },
      { id: second.id, clock_out_at: at(600), clock_out_status: 1, minutes: 5 * 60 },
      { id: third.id, clock_out_at: null },
    ]);
    expect((await entriesOf(other)).map((e) => [e.id, e.clock_out_at])).toEqual([[alone.id, null]]);
    const logged = await t.db
      .selectFrom('audit_logs')
      .select(['entity_id', 'user_name', 'description'])
      .where('company_id', '=', companyId)
      .where('action', '=', 'Auto Clock Out')
      .orderBy('id')
      .execute();
    expect(logged.map((l) => [l.entity_id, l.user_name])).toEqual([
      [String(first.id), 'System'],
      [String(second.id), 'System'],
    ]);
    expect(logged[0]!.description).toContain('had more than one open entry at once');
    await expect(open(emp, 700)).rejects.toThrow();
  });
});
