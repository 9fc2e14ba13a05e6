import { expect } from 'vitest';
import type { OvertimePreset } from '@portal/domain';
import { bearer, createCompany, signIn } from './factories.ts';
import type { TestApp } from './harness.ts';

/**
 * A company under an overtime policy whose payroll files can all be made (ADP company code, Paychex
 * client id, QuickBooks company create time, a 40-hour week), signed in as its administrator, payroll clerk and office user, with a
 * `call` that sends a request as payroll (or another token).
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
  const { id: settingsId } = await t.db
    .selectFrom('settings')
    .select('id')
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
  return { company, admin, payroll, office, call };
}
