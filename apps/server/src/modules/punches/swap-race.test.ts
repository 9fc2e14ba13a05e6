import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, punch } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');
/** 2026-11-20 at a local (EST) time. */
const at = (time: string) => new Date(`2026-11-20T${time}:00-05:00`).toISOString();

/**
 * Issue 37 defect 4: a swap that leaves an entry open, sent beside phone clock-ins of the same worker,
 * answered 500 on PostgreSQL (the unique index of one open entry). Punches and swaps take the same
 * per-employee lock: the swap either goes first or sees the clock-in and refuses with its own answer.
 */
describe.each(ENGINES)('a swap racing clock-ins on %s', (engine) => {
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
      .select(['id', 'version', 'punch_in_id', 'punch_out_id', 'clock_out_at'])
      .where('employee_id', '=', employee)
      .where('deleted_at', 'is', null)
      .orderBy('original_clock_in_at')
      .execute();

  it('answers every swap 202, 409 or 422, never 500, and leaves one open entry', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++) {
      const employee = await createEmployee(t.db, companyId);
      const send = (type: 'in' | 'out', time: string) =>
        punch(t.app, admin, {
          client_id: randomUUID(),
          employee_id: employee,
          job_id: job,
          type,
          device_time: at(time),
        });
      // Closed 12:00-15:00, then open since 14:00: swapping their clock-outs leaves the first one open.
      await send('in', '12:00');
      await send('out', '15:00');
      await send('in', '14:00');
      const [closed, open] = await entriesOf(employee);
      const swap = t.app.inject({
        method: 'POST',
        url: '/api/v1/time-entry-swap-update',
        headers: bearer(admin),
        payload: {
          swap_entries: [
            {
              swap_id: `${closed!.id}-CLKOUT`,
              punch_in_id: closed!.punch_in_id,
              punch_out_id: open!.punch_out_id,
              version: closed!.version,
            },
            {
              swap_id: `${open!.id}-CLKOUT`,
              punch_in_id: open!.punch_in_id,
              punch_out_id: closed!.punch_out_id,
              version: open!.version,
            },
          ],
        },
      });
      const clockIns = ['14:30', '15:00', '15:30', '16:00', '16:30'].map((time) => send('in', time));
      const [swapped, ...punched] = await Promise.all([swap, ...clockIns]);
      statuses.push(swapped.statusCode);
      expect([202, 409, 422], swapped.body).toContain(swapped.statusCode);
      if (swapped.statusCode === 422)
        expect(swapped.json().errors).toEqual({ swap_entries: TIMESHEET_MSG.swapSecondOpen });
      for (const p of punched) expect(p.statusCode, p.body).toBe(200);
      expect((await entriesOf(employee)).filter((e) => e.clock_out_at === null)).toHaveLength(1);
    }
    console.log(`swap answers: ${statuses.join(' ')}`);
  });
});
