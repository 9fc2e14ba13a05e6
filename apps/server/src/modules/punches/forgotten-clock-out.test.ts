import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, punch } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-17T12:00:00.000Z');

describe.each(ENGINES)('a forgotten clock-out on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let companyId: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    const company = await createCompany(t.db);
    companyId = company.id;
    token = await signIn(t.app, company.users.admin.email);
  });
  afterAll(() => t.close());

  it('keeps the clock-in rounding of the entry it closes (payroll audit: 5.00 h, not 5.08 h)', async () => {
    const employee = await createEmployee(t.db, companyId);
    const morning = await createJob(t.db, companyId, { default_job_start_time: '07:00:00' });
    const afternoon = await createJob(t.db, companyId, { default_job_start_time: '12:30:00' });
    const at = (local: string) => `2026-11-16T${local}:00-05:00`;
    const steps = [
      { job_id: morning, type: 'in' as const, device_time: at('06:55') },
      { job_id: afternoon, type: 'in' as const, device_time: at('12:00') },
      { job_id: afternoon, type: 'out' as const, device_time: at('15:34') },
    ];
    for (const step of steps) {
      const res = await punch(t.app, token, { employee_id: employee, ...step });
      expect(res.statusCode).toBe(200);
    }
    const entries = await t.db
      .selectFrom('time_entries')
      .select(['job_id', 'clock_in_at', 'clock_out_at', 'minutes', 'clock_out_status'])
      .where('employee_id', '=', employee)
      .orderBy('clock_in_at')
      .execute();
    expect(entries[0]).toMatchObject({
      job_id: morning,
      clock_in_at: '2026-11-16T12:00:00.000Z',
      clock_out_at: '2026-11-16T17:00:00.000Z',
      minutes: 300,
      clock_out_status: 1,
    });
    expect(entries[1]).toMatchObject({ job_id: afternoon, clock_in_at: '2026-11-16T17:00:00.000Z' });
  });
});
