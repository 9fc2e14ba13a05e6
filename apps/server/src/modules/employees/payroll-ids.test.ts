import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MSG } from '@portal/contracts/payroll-formats';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee } from '../../../test/timekeeping.ts';

/** The payroll systems' ids: the employee's ADP file number and the company's ADP and Paychex codes. */
describe.each(ENGINES)('payroll ids on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let settingsId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    company = await createCompany(t.db);
    admin = await signIn(t.app, company.users.admin.email);
    settingsId = (
      await t.db
        .selectFrom('settings')
        .select('id')
        .where('company_id', '=', company.id)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  /** Saves the settings' payroll ids beside the fields every settings save carries. */
  const saveIds = (ids: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/setting/${settingsId}`,
      headers: bearer(admin),
      payload: { gps_distance_threshold: 3, regular_time: '40:00:00', ...ids },
    });
  const setFileNumber = (id: number, adp_file_number: unknown, token = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/employee-payroll-ids/${id}`,
      headers: bearer(token),
      payload: { adp_file_number },
    });

  it('keeps an ADP file number as six digits, shows it in the list and writes the change to the log', async () => {
    const id = await createEmployee(t.db, company.id, { code: 'P1', first_name: 'Ana', last_name: 'Ruiz' });
    const res = await setFileNumber(id, ' 1234 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: PAYROLL_MSG.adpFileNumberSaved,
      data: { id, adp_file_number: '001234' },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/employee-list', headers: bearer(admin) });
    expect(list.json().data.find((e: { id: number }) => e.id === id).adp_file_number).toBe('001234');
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('description')
      .where('company_id', '=', company.id)
      .where('action', '=', 'Employee ADP File Number')
      .executeTakeFirstOrThrow();
    expect(audit.description).toBe('ADP file number of Ana Ruiz (P1): none -> 001234');
    expect((await setFileNumber(id, '')).json().data.adp_file_number).toBeNull();
  });

  it.each(['12a', '1234567', '-12', 12])('refuses %j as an ADP file number', async (value) => {
    const id = await createEmployee(t.db, company.id);
    const res = await setFileNumber(id, value);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.adp_file_number).toBe(PAYROLL_MSG.adpFileNumber);
  });

  it("refuses another employee's ADP file number and says whose it is", async () => {
    const first = await createEmployee(t.db, company.id, { code: 'P2', first_name: 'Ben', last_name: 'Ode' });
    const second = await createEmployee(t.db, company.id);
    expect((await setFileNumber(first, '777')).statusCode).toBe(200);
    const taken = await setFileNumber(second, '000777');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.adp_file_number).toBe(PAYROLL_MSG.adpFileNumberTaken('Ben Ode (P2)'));
    // The same number in another company is that company's business.
    const other = await createCompany(t.db);
    const theirs = await createEmployee(t.db, other.id);
    const otherAdmin = await signIn(t.app, other.users.admin.email);
    expect((await setFileNumber(theirs, '777', otherAdmin)).statusCode).toBe(200);
    expect((await setFileNumber(theirs, '778')).statusCode).toBe(404);
  });

  it('lets only employee_read_write change a file number', async () => {
    const id = await createEmployee(t.db, company.id);
    const payroll = await signIn(t.app, company.users.payroll.email);
    expect((await setFileNumber(id, '5', payroll)).statusCode).toBe(403);
  });

  it('saves the ADP company code in capitals and the Paychex client ID, and refuses malformed ones', async () => {
    const saved = await saveIds({ adp_company_code: 'k7q', paychex_client_id: 'ab12cd34' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ adp_company_code: 'K7Q', paychex_client_id: 'AB12CD34' });
    const bad = await saveIds({ adp_company_code: 'K7QX', paychex_client_id: '123456789' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      adp_company_code: PAYROLL_MSG.adpCompanyCode,
      paychex_client_id: PAYROLL_MSG.paychexClientId,
    });
    // Left out, they keep their values; empty, they are cleared.
    expect((await saveIds({})).json().data.adp_company_code).toBe('K7Q');
    expect((await saveIds({ adp_company_code: '' })).json().data.adp_company_code).toBeNull();
  });

  it("saves the QuickBooks company's name and create time, and refuses malformed ones beside their fields", async () => {
    const saved = await saveIds({
      quickbooks_company_name: '  Summit Coatings, Inc. ',
      quickbooks_company_create_time: ' 1196184000 ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      quickbooks_company_name: 'Summit Coatings, Inc.',
      quickbooks_company_create_time: '1196184000',
    });
    for (const [ids, errors] of [
      [
        { quickbooks_company_create_time: '11/27/2007' },
        { quickbooks_company_create_time: PAYROLL_MSG.quickbooksCompanyCreateTime },
      ],
      [
        { quickbooks_company_create_time: '1'.repeat(21) },
        { quickbooks_company_create_time: PAYROLL_MSG.quickbooksCompanyCreateTime },
      ],
      [
        { quickbooks_company_name: 'S'.repeat(101) },
        { quickbooks_company_name: PAYROLL_MSG.quickbooksCompanyName },
      ],
      [
        { quickbooks_company_name: 'Summit\tCoatings' },
        { quickbooks_company_name: PAYROLL_MSG.quickbooksCompanyName },
      ],
    ] as const) {
      const bad = await saveIds(ids);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual(errors);
    }
    // Left out, they keep their values; empty, they are cleared.
    expect((await saveIds({})).json().data.quickbooks_company_create_time).toBe('1196184000');
    const cleared = (
      await saveIds({ quickbooks_company_name: '', quickbooks_company_create_time: null })
    ).json().data;
    expect([cleared.quickbooks_company_name, cleared.quickbooks_company_create_time]).toEqual([null, null]);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('description')
      .where('action', '=', 'Settings Update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.description).toBe(
      'quickbooks_company_name: Summit Coatings, Inc. -> unset; quickbooks_company_create_time: 1196184000 -> unset',
    );
  });
});
