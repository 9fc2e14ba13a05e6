import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, signIn } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
import { createEmployee, createJob, storeFigures } from '../../test/timekeeping.ts';
import { inert } from './spreadsheet-cells.ts';

describe('inert', () => {
  it.each(['=HYPERLINK("http://x","y")', '+cmd', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '+1 201 555 0100'])(
    'guards %j',
    (value) => expect(inert(value)).toBe(`'${value}`),
  );
  it.each(['+12015550100', '-5.25', '+7', '-.5', '1e5', 'Zoë', '', "O'Neil"])('keeps %j', (value) =>
    expect(inert(value)).toBe(value),
  );
});

const WEEK = { start: '2026-11-16', end: '2026-11-22' };
const FORMULA = '=HYPERLINK("http://x","y")';

/** Fields of a file that a spreadsheet would run: they start like a formula and are not a number. */
const runnable = (fields: string[]) =>
  fields.filter((f) => /^[=+\-@\t\r]/.test(f) && !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(f));

/** Issue 37 defect 2: every file a spreadsheet may open, with names and codes that start like formulas. */
describe.each(ENGINES)('formula guard over every export on %s', (engine) => {
  let t: TestApp;
  let payroll: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const company = await createCompany(t.db);
    payroll = await signIn(t.app, company.users.payroll.email);
    admin = await signIn(t.app, company.users.admin.email);
    await t.db
      .updateTable('settings')
      .set({ adp_company_code: 'AB1', paychex_client_id: '1234', quickbooks_company_create_time: '1' })
      .where('company_id', '=', company.id)
      .execute();
    const job = await createJob(t.db, company.id, { code: '+J-1', name: '-Tower' });
    const employee = await createEmployee(t.db, company.id, {
      code: '@E1',
      first_name: FORMULA,
      last_name: '-Smith',
    });
    await t.db
      .updateTable('employees')
      .set({ adp_file_number: '000101', phone: '+12015550100', email: 'e1@test.example.com' })
      .where('id', '=', employee)
      .execute();
    const at = new Date().toISOString();
    for (const date of ['2026-11-17', '2026-11-18']) {
      const clockIn = new Date(`${date}T07:00:00-05:00`).toISOString();
      const clockOut = new Date(`${date}T15:00:00-05:00`).toISOString();
      await t.db
        .insertInto('time_entries')
        .values({
          company_id: company.id,
          employee_id: employee,
          job_id: job,
          source: 'MANUAL',
          work_date: date,
          clock_in_at: clockIn,
          clock_out_at: clockOut,
          org_clock_in_at: clockIn,
          org_clock_out_at: clockOut,
          original_clock_in_at: clockIn,
          original_clock_out_at: clockOut,
          minutes: 480,
          notes: '-late',
          approved_status: 'approved',
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    // Written straight to the table: its pay figures are stored as every write stores them.
    await storeFigures(t.db, company.id);
    await t.db
      .insertInto('audit_logs')
      .values({
        company_id: company.id,
        user_id: null,
        user_name: FORMULA,
        action: '+Action',
        description: '@description',
        entity: null,
        entity_id: null,
        ip: null,
        created_at: new Date('2026-11-18T15:00:00Z').toISOString(),
      })
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string, token = payroll) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const range = `start_date=${WEEK.start}&end_date=${WEEK.end}`;

  it.each(['txt', 'adp', 'paychex', 'quickbooks'])('guards the %s payroll file', async (format) => {
    const res = await get(`/api/v1/time-export-txt?${range}&format=${format}`);
    expect(res.statusCode).toBe(200);
    const text: string = res.json().data.data;
    const fields =
      format === 'adp' || format === 'paychex'
        ? (parse(text) as string[][]).flat()
        : text.split('\r\n').flatMap((line) => line.split('\t'));
    // ADP's file carries no names or codes of ours, only its own ids and the hours.
    if (format !== 'adp') expect(fields.filter((f) => f.startsWith("'")).length).toBeGreaterThan(0);
    expect(runnable(fields)).toEqual([]);
  });

  const csvFields = (body: Buffer) => (parse(body, { bom: true }) as string[][]).flat();
  const xlsxFields = async (body: Buffer) =>
    (await readSheet(body)).flat().filter((v): v is string => typeof v === 'string');

  it.each([
    ['the Timesheets report', `/api/v1/time-sheet-report?${range}&filter_by=by_employee`],
    ['the Employees report', '/api/v1/employee-report?filter_by=by_id'],
    ['the Jobs report', '/api/v1/job-report?filter_by=by_id'],
  ])('guards %s as CSV and XLSX, and keeps a phone number as it is', async (_name, url) => {
    for (const [type, read] of [
      [2, csvFields],
      [3, xlsxFields],
    ] as const) {
      const res = await get(`${url}&download_type=${type}`, admin);
      expect(res.statusCode, `${url} ${type}`).toBe(200);
      const fields = await read(res.rawPayload);
      expect(fields.some((f) => f.startsWith("'"))).toBe(true);
      expect(runnable(fields)).toEqual([]);
      if (url.includes('employee-report')) expect(fields).toContain('+12015550100');
    }
  });

  it.each(['csv', 'xlsx'])('guards the Logs export as %s', async (format) => {
    const res = await get(`/api/v1/audit-log-list?${range}&export=true&export_format=${format}`, admin);
    expect(res.statusCode).toBe(200);
    const fields = format === 'csv' ? csvFields(res.rawPayload) : await xlsxFields(res.rawPayload);
    expect(fields).toEqual(expect.arrayContaining([`'${FORMULA}`, "'+Action", "'@description"]));
    expect(runnable(fields)).toEqual([]);
  });
});
