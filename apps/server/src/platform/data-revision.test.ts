import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, PASSWORD, signIn } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
import { createEmployee, createJob, punch } from '../../test/timekeeping.ts';
import { readDataRevision, readWeekRevisions } from './data-revision.ts';

describe.each(ENGINES)('the data revision on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const audited = async (companyId: number, action: string) => {
    for (let i = 0; i < 100; i++) {
      const row = await t.db
        .selectFrom('audit_logs')
        .select('id')
        .where('company_id', '=', companyId)
        .where('action', '=', action)
        .executeTakeFirst();
      if (row) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${action} audited`);
  };

  it("stays where it is for sign-ins, failed sign-ins, sign-outs and punches; a punch moves its week's", async () => {
    const c = await createCompany(t.db);
    const before = await readDataRevision(t.db, c.id);
    const token = await signIn(t.app, c.users.payroll.email, PASSWORD);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: c.users.office.email, password: 'wrong-pass' },
    });
    expect(failed.statusCode).toBe(422);
    await audited(c.id, 'Login Failed');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(await readDataRevision(t.db, c.id)).toBe(before);

    const admin = await signIn(t.app, c.users.admin.email);
    const clockIn = await punch(t.app, admin, {
      employee_id: await createEmployee(t.db, c.id),
      job_id: await createJob(t.db, c.id),
      type: 'in',
      device_time: '2026-11-16T07:00:00-05:00',
    });
    expect(clockIn.statusCode).toBe(200);
    expect(await readDataRevision(t.db, c.id)).toBe(before);
    expect(await readWeekRevisions(t.db, c.id, '2026-11-16', '2026-11-22')).toEqual(
      new Map([['2026-11-16', 1]]),
    );
  });
});
