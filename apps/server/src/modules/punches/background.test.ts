import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import { createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, punch } from '../../../test/timekeeping.ts';
import { closeForgottenClockOuts, FORGOTTEN_CLOCK_OUTS_QUEUE, forgottenClockOutJobs } from './background.ts';

const NOW = new Date('2026-11-17T12:00:00.000Z');
const hoursBefore = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();

describe.each(ENGINES)('closing forgotten clock-outs in the background on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
  });
  afterAll(() => t.close());

  /** A company with one employee clocked in `hours` ago per entry of `clockIns`; answers the entry ids. */
  async function companyClockedIn(...clockIns: number[]) {
    const c = await createCompany(t.db);
    const token = await signIn(t.app, c.users.admin.email);
    const job = await createJob(t.db, c.id);
    const entries: number[] = [];
    for (const hours of clockIns) {
      const employee = await createEmployee(t.db, c.id);
      const res = await punch(t.app, token, {
        employee_id: employee,
        job_id: job,
        type: 'in',
        device_time: hoursBefore(hours),
      });
      expect(res.statusCode).toBe(200);
      entries.push(res.json().data.time_entry_id);
    }
    return { companyId: c.id, entries };
  }

  const entry = (id: number) =>
    t.db
      .selectFrom('time_entries')
      .select(['clock_in_at', 'clock_out_at', 'clock_out_status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const autoClockOuts = (companyId: number) =>
    t.db
      .selectFrom('audit_logs')
      .select(['entity_id', 'user_name'])
      .where('company_id', '=', companyId)
      .where('action', '=', 'Auto Clock Out')
      .execute();

  it("closes every company's entries open past the split threshold at the threshold, once, however many runs meet", async () => {
    const a = await companyClockedIn(16, 2);
    const b = await companyClockedIn(20);
    const closed = await Promise.all([
      closeForgottenClockOuts(t.app.ctx),
      closeForgottenClockOuts(t.app.ctx),
    ]);
    expect(closed[0]! + closed[1]!).toBe(2);

    expect(await entry(a.entries[0]!)).toEqual({
      clock_in_at: hoursBefore(16),
      clock_out_at: hoursBefore(1),
      clock_out_status: 1,
    });
    expect(await entry(b.entries[0]!)).toMatchObject({ clock_out_at: hoursBefore(5), clock_out_status: 1 });
    expect((await entry(a.entries[1]!)).clock_out_at).toBeNull();
    expect(await autoClockOuts(a.companyId)).toEqual([
      { entity_id: String(a.entries[0]), user_name: 'System' },
    ]);
    expect(await autoClockOuts(b.companyId)).toEqual([
      { entity_id: String(b.entries[0]), user_name: 'System' },
    ]);

    expect(await closeForgottenClockOuts(t.app.ctx)).toBe(0);
    expect(await autoClockOuts(a.companyId)).toHaveLength(1);
  });

  it('is a job of the runner, scheduled every five minutes and sent once at start', async () => {
    const handlers = new Map<string, (data: object) => Promise<void>>();
    const schedules: [string, string][] = [];
    const sent: string[] = [];
    const runner: JobRunner = {
      work: async (queue, handle) => {
        handlers.set(queue, handle as (data: object) => Promise<void>);
      },
      send: async (queue) => {
        sent.push(queue);
      },
      schedule: async (queue, cron) => {
        schedules.push([queue, cron]);
      },
      stop: async () => {},
    };
    await forgottenClockOutJobs(t.app.ctx)(runner);
    expect(schedules).toEqual([[FORGOTTEN_CLOCK_OUTS_QUEUE, '*/5 * * * *']]);
    expect(sent).toEqual([FORGOTTEN_CLOCK_OUTS_QUEUE]);

    const c = await companyClockedIn(15.5);
    await handlers.get(FORGOTTEN_CLOCK_OUTS_QUEUE)!({});
    expect(await entry(c.entries[0]!)).toMatchObject({ clock_out_at: hoursBefore(0.5), clock_out_status: 1 });
  });
});
