import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MSG, type AuditLogRow } from '@portal/contracts/audit-logs';
import { FIELD_MSG } from '@portal/contracts/fields';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';

const WEEK = 'start_date=2026-11-16&end_date=2026-11-22';
// The clock stands after the week, so sign-ins and exports are audited outside it.
const NOW = new Date('2026-12-01T12:00:00Z');

describe.each(ENGINES)('audit log calls on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let payroll: string;
  let actor: Actor;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    [admin, payroll] = await Promise.all([
      signIn(t.app, company.users.admin.email),
      signIn(t.app, company.users.payroll.email),
    ]);
    actor = { userId: company.users.admin.id, companyId: company.id, name: 'Alex Morgan', ip: null };
    // Local midnight in New York is 05:00Z in November: the 23:30 local row belongs to the 16th.
    await writeAudit(
      t.db,
      actor,
      { action: 'Settings Update', description: 'gps_distance_threshold: 3 -> 2.5' },
      new Date('2026-11-17T04:30:00Z'),
    );
    await writeAudit(
      t.db,
      actor,
      { action: 'Job Defaults Update', description: 'Job J-1 Bridge, "quoted", commas' },
      new Date('2026-11-18T15:00:00Z'),
    );
    await writeAudit(
      t.db,
      { ...actor, name: '=HYPERLINK("http://evil.example")' },
      { action: 'Employee Update', description: 'Site of Zoë Ångström changed' },
      new Date('2026-11-19T15:00:00Z'),
    );
    // 01:30 on Monday the 23rd in New York: the next week there.
    await writeAudit(
      t.db,
      actor,
      { action: 'Outside', description: 'next week' },
      new Date('2026-11-23T06:30:00Z'),
    );
    const other = await createCompany(t.db);
    await writeAudit(
      t.db,
      { ...actor, companyId: other.id },
      { action: 'Secret', description: 'other company' },
      new Date('2026-11-18T15:00:00Z'),
    );
  });
  afterAll(() => t.close());

  const get = (query: string, token = payroll) =>
    t.app.inject({ method: 'GET', url: `/api/v1/audit-log-list?${query}`, headers: bearer(token) });

  it('lists the week in the company time zone, newest first, own company only', async () => {
    const res = await get(WEEK);
    expect(res.statusCode).toBe(200);
    const rows: AuditLogRow[] = res.json().data;
    expect(rows.map((r) => r.action)).toEqual(['Employee Update', 'Job Defaults Update', 'Settings Update']);
    expect(rows[1]).toEqual({
      id: expect.any(Number),
      created_at: '2026-11-18T15:00:00.000Z',
      user: 'Alex Morgan',
      action: 'Job Defaults Update',
      description: 'Job J-1 Bridge, "quoted", commas',
    });
  });

  it('reads the days in the zone of the settings', async () => {
    await t.db
      .updateTable('settings')
      .set({ time_zone: 'America/Los_Angeles' })
      .where('company_id', '=', company.id)
      .execute();
    try {
      // 22:30 on Sunday the 22nd in Los Angeles.
      const rows: AuditLogRow[] = (await get(WEEK)).json().data;
      expect(rows.map((r) => r.action)).toContain('Outside');
    } finally {
      await t.db
        .updateTable('settings')
        .set({ time_zone: 'America/New_York' })
        .where('company_id', '=', company.id)
        .execute();
    }
  });

  it.each([
    ['GPS_DISTANCE', ['Settings Update']],
    ['alex morgan', ['Job Defaults Update', 'Settings Update']],
    ['defaults', ['Job Defaults Update']],
    ['100%', []],
  ])('searches user, action and description for %s', async (search, actions) => {
    const rows: AuditLogRow[] = (await get(`${WEEK}&search=${encodeURIComponent(search)}`)).json().data;
    expect(rows.map((r) => r.action)).toEqual(actions);
  });

  it('exports a CSV with local times that reads back, and audits the export', async () => {
    const res = await get(`${WEEK}&export=true&search=update`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="2026-11-16 Logs Export.csv"');
    const records = parse(res.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toEqual([
      {
        'Date and Time': '11/19/26 10:00 am',
        User: `'=HYPERLINK("http://evil.example")`,
        Action: 'Employee Update',
        Description: 'Site of Zoë Ångström changed',
      },
      {
        'Date and Time': '11/18/26 10:00 am',
        User: 'Alex Morgan',
        Action: 'Job Defaults Update',
        Description: 'Job J-1 Bridge, "quoted", commas',
      },
      {
        'Date and Time': '11/16/26 11:30 pm',
        User: 'Alex Morgan',
        Action: 'Settings Update',
        Description: 'gps_distance_threshold: 3 -> 2.5',
      },
    ]);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['description', 'user_id'])
      .where('company_id', '=', company.id)
      .where('action', '=', 'Logs Export')
      .execute();
    expect(audit).toEqual([
      {
        description: 'Exported 3 log rows of 2026-11-16 to 2026-11-22 matching "update" as CSV',
        user_id: company.users.admin.id,
      },
    ]);
  });

  it('exports the same rows as an XLSX workbook', async () => {
    const res = await get(`${WEEK}&export=true&export_format=xlsx&search=job`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="2026-11-16 Logs Export.xlsx"');
    expect(await readSheet(res.rawPayload, 'Logs')).toEqual([
      ['Date and Time', 'User', 'Action', 'Description'],
      ['11/18/26 10:00 am', 'Alex Morgan', 'Job Defaults Update', 'Job J-1 Bridge, "quoted", commas'],
    ]);
  });

  it('refuses the export without audit_read_write, and answers an empty range with the spec message', async () => {
    const denied = await get(`${WEEK}&export=true`);
    expect(denied.statusCode).toBe(403);
    const empty = await get('start_date=2026-01-05&end_date=2026-01-11&export=true', admin);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ status: false, message: AUDIT_MSG.noData, code: 'no_data' });
    expect((await get('start_date=2026-01-05&end_date=2026-01-11')).json().data).toEqual([]);
  });

  it.each([
    ['end_date=2026-11-16', { start_date: AUDIT_MSG.startRequired }],
    ['start_date=2026-11-16', { end_date: AUDIT_MSG.endRequired }],
    ['start_date=2026-11-22&end_date=2026-11-16', { end_date: AUDIT_MSG.endBeforeStart }],
    ['start_date=yesterday&end_date=2026-11-16', { start_date: AUDIT_MSG.badDate }],
    ['start_date=2026-02-01&end_date=2026-02-30', { end_date: FIELD_MSG.dateRange }],
    ['start_date=0000-01-01&end_date=2026-11-16', { start_date: FIELD_MSG.dateRange }],
    ['start_date=2026-11-16&end_date=9999-12-31', { end_date: FIELD_MSG.dateRange }],
    [`${WEEK}&search=${'x'.repeat(201)}`, { search: AUDIT_MSG.searchTooLong }],
    [`${WEEK}&export=true&export_format=pdf`, { export_format: expect.any(String) }],
  ])('validates %s', async (query, errors) => {
    const res = await get(query, admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });

  it('answers 401 without a token and 403 without the Logs_Auditing module', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/audit-log-list?${WEEK}` })).statusCode).toBe(
      401,
    );
    const office = await signIn(t.app, company.users.office.email);
    expect((await get(WEEK, office)).statusCode).toBe(403);
  });

  it('offers no way to edit or delete a row', async () => {
    const [row] = (await get(WEEK)).json().data;
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH'] as const) {
      for (const url of [
        '/api/v1/audit-log-list',
        `/api/v1/audit-log-list/${row.id}`,
        `/api/v1/audit-log/${row.id}`,
      ]) {
        const res = await t.app.inject({ method, url, headers: bearer(admin), payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const kept = await t.db
      .selectFrom('audit_logs')
      .select('description')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(kept.description).toBe('Site of Zoë Ångström changed');
  });
});
