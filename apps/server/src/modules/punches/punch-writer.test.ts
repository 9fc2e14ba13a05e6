import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { actorFor } from '../../db/seed/demo-clock.ts';
import { createEmployee, createJob, punch } from '../../../test/timekeeping.ts';
import { closePunchWriter, ingestPunch, startPunchWriterEarly } from './service.ts';

describe.each(ENGINES)('the punch writer thread on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let asAdmin: Awaited<ReturnType<typeof actorFor>>;
  let job: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    company = await createCompany(t.db);
    admin = await signIn(t.app, company.users.admin.email);
    asAdmin = await actorFor(t.app.ctx, company.users.admin.email);
    job = await createJob(t.db, company.id);
  });
  afterAll(() => t.close());

  const upload = (employee_id: number, day: number, hour: number) => ({
    client_id: `writer-${employee_id}-${day}-${hour}`,
    employee_id,
    job_id: job,
    type: 'in' as const,
    device_time: `2026-11-${day}T${String(hour).padStart(2, '0')}:00:00-05:00`,
    latitude: 40.7357,
    longitude: -74.1724,
    face_match: true,
  });
  // The punches go to the service directly: on SQLite a request's authorization would wait for the
  // request thread's transaction, and the thread would never write while one is open.
  const store = (employee_id: number, day: number, hour: number) =>
    ingestPunch(t.app.ctx, asAdmin.auth, asAdmin.actor, upload(employee_id, day, hour));

  const clockIn = (employee_id: number, hour: number) =>
    punch(t.app, admin, {
      employee_id,
      job_id: job,
      type: 'in',
      device_time: `2026-11-16T${String(hour).padStart(2, '0')}:00:00-05:00`,
    });

  // SQLite's two connections take turns at the write lock; PostgreSQL's rows are locked one by one.
  it.runIf(engine === 'sqlite')(
    "lets the request thread's transactions read, wait a turn and write while punches are written",
    async () => {
      const employees = await Promise.all(Array.from({ length: 30 }, () => createEmployee(t.db, company.id)));
      await store(employees[0]!, 16, 6); // the thread is up before the race begins
      // Each transaction reads, waits while the writer thread runs, then writes: one that began with a
      // read would fail once the thread had committed in between (SQLITE_BUSY_SNAPSHOT).
      const edits = Array.from({ length: 12 }, async (_, i) => {
        await t.db.transaction().execute(async (tx) => {
          const { n } = await tx
            .selectFrom('jobs')
            .select('name as n')
            .where('id', '=', job)
            .executeTakeFirstOrThrow();
          await sleep(10);
          await tx
            .updateTable('jobs')
            .set({ name: `${n}|${i}` })
            .where('id', '=', job)
            .execute();
        });
      });
      const [answers] = await Promise.all([
        Promise.all(employees.map((e, i) => store(e, 17, 7 + (i % 3)))),
        Promise.all(edits),
      ]);

      expect(answers.every((a) => a.punch_id !== null && !a.duplicate)).toBe(true);
      const { name } = await t.db
        .selectFrom('jobs')
        .select('name')
        .where('id', '=', job)
        .executeTakeFirstOrThrow();
      expect(name.split('|')).toHaveLength(13);
    },
  );

  it('started ahead of the first punch (a server once it listens), applies it', async () => {
    const employee = await createEmployee(t.db, company.id);
    await closePunchWriter(t.app.ctx);
    startPunchWriterEarly(t.app.ctx);
    startPunchWriterEarly(t.app.ctx);
    const first = await store(employee, 19, 7);
    expect(first.duplicate).toBe(false);
    expect(first.held).toBeUndefined();
    expect(first.punch_id).not.toBeNull();
  });

  it('fails the punches it had not answered when it stops, and the next punch starts another', async () => {
    const employee = await createEmployee(t.db, company.id);
    await closePunchWriter(t.app.ctx);
    // The thread is still loading when it is told to stop: the punch sent to it is never answered.
    const unanswered = store(employee, 18, 7);
    await nextTurn();
    await nextTurn();
    await closePunchWriter(t.app.ctx);
    await expect(unanswered).rejects.toThrow('the punch writer thread stopped');

    const again = await clockIn(employee, 7);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ duplicate: false });
  });
});
