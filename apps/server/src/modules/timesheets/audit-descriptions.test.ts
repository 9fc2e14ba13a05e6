import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogRow } from '@portal/contracts/audit-logs';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, shift } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-20T15:00:00.000Z');

describe.each(ENGINES)('audit descriptions of time-entry changes on %s', (engine) => {
  let t: TestApp;
  let payroll: string;
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    payroll = await signIn(t.app, company.users.payroll.email);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(payroll), payload });

  it('name employees and jobs by code and name, and times on the company clock, so a search by name finds them', async () => {
    const employee = await createEmployee(t.db, company.id, { first_name: 'Adaeze', last_name: 'Okonkwo' });
    const job = await createJob(t.db, company.id, { code: 'J-77', name: 'Harbor Tank Lining' });
    const admin = await signIn(t.app, company.users.admin.email);
    const punched = await shift(
      t.app,
      admin,
      employee,
      job,
      '2026-11-17T07:00:00-05:00',
      '2026-11-17T15:30:00-05:00',
    );
    const added = await call('POST', '/api/v1/add-time-entry', {
      emp_id: employee,
      job_id: job,
      clock_in_date_time: '2026-11-18 07:00:00',
      clock_out_date_time: '2026-11-18 11:00:00',
      notes: 'employee arrived late',
    });
    expect(added.statusCode).toBe(200);
    const version = async (id: number) =>
      (await t.db.selectFrom('time_entries').select('version').where('id', '=', id).executeTakeFirstOrThrow())
        .version;
    const approved = await call('POST', '/api/v1/time-entry-approval-update', {
      time_entries: [
        { id: punched, version: await version(punched), clock_in_date_time: '2026-11-17 07:00:00 AM' },
      ],
    });
    expect(approved.statusCode).toBe(202);
    const deleted = await call('POST', '/api/v1/time-entry-bulk-delete', {
      time_ids: [added.json().data.id],
    });
    expect(deleted.statusCode).toBe(204);

    const found = await call(
      'GET',
      '/api/v1/audit-log-list?start_date=2026-11-16&end_date=2026-11-22&search=okonkwo',
    );
    const rows = found.json().data as AuditLogRow[];
    expect(rows.map((r) => r.action).sort()).toEqual(
      ['Clock In', 'Clock Out', 'Time Entry Add', 'Time Entry Approval', 'Time Entry Delete'].sort(),
    );
    for (const row of rows) {
      expect(row.description).toContain('Adaeze Okonkwo (');
      expect(row.description).toContain('J-77 Harbor Tank Lining');
      expect(row.description).not.toMatch(/#\d/);
      expect(row.description).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    }
    const approval = rows.find((r) => r.action === 'Time Entry Approval')!;
    expect(approval.description).toContain('11/17/26 07:00 am - 03:30 pm');
    const add = rows.find((r) => r.action === 'Time Entry Add')!;
    expect(add.description).toContain('11/18/26 07:00 am - 11:00 am (employee arrived late)');
  });
});
