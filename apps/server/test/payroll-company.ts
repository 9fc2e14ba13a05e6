import { expect } from 'vitest';
import { localDateTime, type OvertimePreset } from '@portal/domain';
import { bearer, createCompany, signIn } from './factories.ts';
import type { TestApp } from './harness.ts';
import { createEmployee } from './timekeeping.ts';

/**
 * A company under an overtime policy whose payroll files can all be made (ADP company code, Paychex
 * client id, QuickBooks company create time, a 40-hour week), signed in as its administrator, payroll
 * clerk and office user, with a `call` that sends a request as payroll (or another token) and the
 * calls of its clerk: `employee` (with an ADP file number), `addEntry` (as Add Timesheet adds one, in
 * the company's zone) and `approveAll`.
 */
export async function payrollCompany(t: TestApp, policy: OvertimePreset) {
  const company = await createCompany(t.db);
  const [admin, payroll, office] = await Promise.all([
    signIn(t.app, company.users.admin.email),
    signIn(t.app, company.users.payroll.email),
    signIn(t.app, company.users.office.email),
  ]);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = payroll) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const policies = await call('PUT', '/api/v1/overtime-policies', { company: { preset: policy } }, admin);
  expect(policies.statusCode, policies.body).toBe(200);
  const { id: settingsId, time_zone } = await t.db
    .selectFrom('settings')
    .select(['id', 'time_zone'])
    .where('company_id', '=', company.id)
    .executeTakeFirstOrThrow();
  const ids = {
    gps_distance_threshold: 3,
    regular_time: '40:00:00',
    adp_company_code: 'k7q',
    paychex_client_id: '70125544',
    quickbooks_company_create_time: '1196184000',
  };
  expect((await call('PUT', `/api/v1/setting/${settingsId}`, ids, admin)).statusCode).toBe(200);

  const employee = async (code: string, first_name: string, last_name: string, adp: string) => {
    const id = await createEmployee(t.db, company.id, { code, first_name, last_name });
    const set = await call('PUT', `/api/v1/employee-payroll-ids/${id}`, { adp_file_number: adp }, admin);
    expect(set.statusCode, set.body).toBe(200);
    return id;
  };
  /** An entry added as a clerk adds one (Add Timesheet), from `from` to `to` on `day`: its id. */
  const addEntry = async (employee: number, job: number, day: string, from: string, to: string) => {
    const res = await call('POST', '/api/v1/add-time-entry', {
      emp_id: employee,
      job_id: job,
      clock_in_date_time: `${day} ${from}:00`,
      clock_out_date_time: `${day} ${to}:00`,
      notes: 'app holder failed to clock employee',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  /** Approves every un-approved entry of the company. */
  const approveAll = async () => {
    const rows = await t.db
      .selectFrom('time_entries')
      .select(['id', 'version', 'clock_in_at'])
      .where('company_id', '=', company.id)
      .where('approved_status', '=', 'un-approved')
      .execute();
    const res = await call('POST', '/api/v1/time-entry-approval-update', {
      time_entries: rows.map((e) => ({
        id: e.id,
        version: e.version,
        clock_in_date_time: localDateTime(e.clock_in_at, time_zone),
      })),
    });
    expect(res.statusCode, res.body).toBe(202);
  };
  return { company, admin, payroll, office, call, employee, addEntry, approveAll };
}
