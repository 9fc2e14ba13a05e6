import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MSG, type PayrollFormat } from '@portal/contracts/payroll-formats';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { minuteHundredths } from '@portal/domain';
import { adpBatchId } from './adp-epi.ts';
import { paychexJobNumber } from './paychex-spi.ts';
import { bearer, createCompany, signIn } from '../../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { createEmployee, createJob, storeFigures } from '../../../../test/timekeeping.ts';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const WEEK = { start: '2026-11-16', end: '2026-11-22' };
const GOLDEN = path.join(import.meta.dirname, 'golden');
/** UPDATE_GOLDEN=1 writes the golden files from this week instead of comparing with them. */
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** Hundredths of an hour from the files' '8.00' or the grid's 8 (no floating point in the sums). */
const hundredths = (hours: string | number) => Math.round(Number(hours) * 100);

/** A tiny IIF reader: tab-separated rows; a '!KEYWORD' row names the columns of the KEYWORD rows after it. */
function readIif(text: string): Record<string, Record<string, string>[]> {
  const out: Record<string, Record<string, string>[]> = {};
  const columns = new Map<string, string[]>();
  for (const line of text.split('\r\n').filter((l) => l !== '')) {
    const [keyword, ...cells] = line.split('\t');
    if (keyword!.startsWith('!')) {
      columns.set(keyword!.slice(1), cells);
      continue;
    }
    const names = columns.get(keyword!);
    if (!names) throw new Error(`IIF row ${keyword} before its ! header`);
    (out[keyword!] ??= []).push(Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ''])));
  }
  return out;
}

describe("ADP's batch ID", () => {
  it.each([
    ['2024-01-01', '00'],
    ['2024-01-07', '00'],
    ['2024-01-08', '01'],
    ['2024-03-11', '0A'],
    ['2024-09-02', '0Z'],
    ['2024-09-09', '10'],
    ['2026-11-16', '46'],
    ['2026-11-19', '46'],
    ['2048-10-26', 'ZZ'],
    ['2048-11-02', '00'],
    ['2023-12-25', 'ZZ'],
  ])('numbers the week of %s as %s', (date, batch) => {
    expect(adpBatchId(date)).toBe(batch);
  });

  it('gives the same week of consecutive years different batches (not EPISCI03.csv twice)', () => {
    expect(adpBatchId('2024-01-15')).not.toBe(adpBatchId('2025-01-13'));
  });

  it('gives every week of 1,296 in a row a batch of its own, two letters or digits', () => {
    const batches = new Set<string>();
    for (let week = 0; week < 1296; week++) {
      const monday = new Date(Date.UTC(2026, 0, 5) + week * 7 * 86_400_000).toISOString().slice(0, 10);
      const batch = adpBatchId(monday);
      expect(batch).toMatch(/^[0-9A-Z]{2}$/);
      batches.add(batch);
    }
    expect(batches.size).toBe(1296);
  });
});

describe("Paychex's job number", () => {
  it.each([
    ['J-2401', 'J2401'],
    ['+J-200', 'J200'],
    ['J 24/01.b', 'J2401b'],
    ['2401', '2401'],
    ['A'.repeat(25), 'A'.repeat(25)],
    ['A-'.repeat(25), 'A'.repeat(25)],
    ['---', null],
    ['Größe-1', 'Gre1'],
    ['A'.repeat(26), null],
  ])('writes the job code %j as %j', (code, number) => {
    expect(paychexJobNumber(code)).toBe(number);
  });
});

/** Payroll files of one fixed week, read back as their importers read them, against the grid. */
describe.each(ENGINES)('payroll files on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let payroll: string;
  let admin: string;
  let settingsId: number;
  const employees: Record<string, number> = {};

  const get = (url: string, token = payroll) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const put = (url: string, payload: object, token = admin) =>
    t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
  const exportOf = (format: PayrollFormat, week = WEEK) =>
    get(`/api/v1/time-export-txt?start_date=${week.start}&end_date=${week.end}&format=${format}`);

  async function entry(employee: number, job: number, date: string, startsAt: string, minutes: number) {
    const clockIn = new Date(`${date}T${startsAt}:00-05:00`).toISOString();
    const clockOut = new Date(Date.parse(clockIn) + minutes * 60_000).toISOString();
    const at = NOW.toISOString();
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
        minutes,
        approved_status: 'approved',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await storeFigures(t.db, company.id);
  }

  /** The grid's Reg, OT and Total of each employee of the week, in hundredths. */
  async function grid() {
    const res = await get(
      `/api/v1/time-sheet-list?start_date=${WEEK.start}&end_date=${WEEK.end}&time_sheet_by=1`,
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as {
      code: string;
      regular_time: number;
      over_time: number;
      total: number;
    }[];
    return new Map(
      rows.map((r) => [
        r.code,
        {
          regular: hundredths(r.regular_time),
          overtime: hundredths(r.over_time),
          total: hundredths(r.total),
        },
      ]),
    );
  }

  /** The file of a format, compared byte for byte with its golden file. */
  async function goldenFile(format: PayrollFormat, golden: string) {
    const res = await exportOf(format);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data as { data: string; file_name: string; totals: Record<string, number> };
    const target = path.join(GOLDEN, golden);
    if (UPDATE) fs.writeFileSync(target, file.data);
    expect(file.data).toBe(fs.readFileSync(target, 'utf8'));
    return file;
  }

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db, { code: 'GOLDEN' });
    payroll = await signIn(t.app, company.users.payroll.email);
    admin = await signIn(t.app, company.users.admin.email);
    settingsId = (
      await t.db
        .selectFrom('settings')
        .select('id')
        .where('company_id', '=', company.id)
        .executeTakeFirstOrThrow()
    ).id;
    const bridge = await createJob(t.db, company.id, {
      code: 'J-100',
      name: 'Bridge, "North" span',
      customer_name: 'Port Authority',
    });
    const tunnel = await createJob(t.db, company.id, { code: '+J-200', name: '=Tunnel liner' });
    employees.G1 = await createEmployee(t.db, company.id, {
      code: 'G1',
      first_name: 'Ana',
      last_name: 'Ruiz',
    });
    employees.G2 = await createEmployee(t.db, company.id, {
      code: 'G2',
      first_name: '=Eve',
      last_name: "O'Neil, Jr",
    });
    employees.G3 = await createEmployee(t.db, company.id, {
      code: 'G3',
      first_name: 'José',
      last_name: 'Müller',
    });
    // G1: five 10-hour days, 40.00 regular and 10.00 overtime; Thursday's overtime on two jobs.
    for (const [day, job] of [
      ['16', bridge],
      ['17', bridge],
      ['18', tunnel],
      ['19', bridge],
    ] as const)
      await entry(employees.G1, job, `2026-11-${day}`, '07:00', 600);
    await entry(employees.G1, bridge, '2026-11-20', '07:00', 300);
    await entry(employees.G1, tunnel, '2026-11-20', '13:00', 300);
    // G2: three 20-minute entries, one hour in all (not 0.99).
    await entry(employees.G2, bridge, '2026-11-16', '07:00', 20);
    await entry(employees.G2, bridge, '2026-11-17', '07:00', 20);
    await entry(employees.G2, tunnel, '2026-11-18', '07:00', 20);
    // G3: 40.33 hours, 0.33 of them overtime.
    for (const day of ['16', '17', '18', '19', '20'])
      await entry(employees.G3, day === '18' ? tunnel : bridge, `2026-11-${day}`, '06:00', 484);

    expect((await put(`/api/v1/setting/${settingsId}`, settingsBody({}))).statusCode).toBe(200);
    for (const [code, n] of [
      ['G1', '101'],
      ['G2', '102'],
      ['G3', '103'],
    ] as const)
      expect(
        (await put(`/api/v1/employee-payroll-ids/${employees[code]}`, { adp_file_number: n })).statusCode,
      ).toBe(200);
  });
  afterAll(() => t.close());

  /** A whole settings form, as the Settings screen sends it, with the payroll ids given. */
  function settingsBody(ids: {
    adp_company_code?: string | null;
    paychex_client_id?: string | null;
    quickbooks_company_name?: string | null;
    quickbooks_company_create_time?: string | null;
  }) {
    return {
      gps_distance_threshold: 3,
      regular_time: '40:00:00',
      adp_company_code: 'k7q',
      paychex_client_id: '70125544',
      quickbooks_company_name: null,
      quickbooks_company_create_time: '1196184000',
      ...ids,
    };
  }

  it('writes the ADP paydata batch ADP imports: EPI + company + batch, one row per employee, adding up to the grid', async () => {
    const file = await goldenFile('adp', 'EPIK7Q46.csv');
    // The week of 2026-11-16 is the 150th after 2024-01-01: 46 in base 36.
    expect(file.file_name).toBe('EPIK7Q46.csv');
    const rows = parse(file.data, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(['Co Code', 'Batch ID', 'File #', 'Reg Hours', 'O/T Hours']);
    const byFile = new Map(rows.map((r) => [r['File #'], r]));
    const figures = await grid();
    for (const [code, fileNumber] of [
      ['G1', '000101'],
      ['G2', '000102'],
      ['G3', '000103'],
    ] as const) {
      const row = byFile.get(fileNumber)!;
      expect([row['Co Code'], row['Batch ID']]).toEqual(['K7Q', '46']);
      const g = figures.get(code)!;
      expect([hundredths(row['Reg Hours']!), hundredths(row['O/T Hours']!)]).toEqual([g.regular, g.overtime]);
    }
    expect(rows).toHaveLength(3);
  });

  it("writes the Paychex import: Hourly and Overtime rows per employee, job and day, adding up to the grid, each job by its code's letters and digits", async () => {
    const file = await goldenFile('paychex', 'paychex-spi.csv');
    expect(file.file_name).toBe('2026-11-16 Paychex SPI.csv');
    const rows = parse(file.data, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toHaveLength(16);
    expect(new Set(rows.map((r) => r['Client ID']))).toEqual(new Set(['70125544']));
    expect(new Set(rows.map((r) => r['Pay Component']))).toEqual(new Set(['Hourly', 'Overtime']));
    for (const [code, g] of await grid()) {
      const mine = rows.filter((r) => r['Worker ID'] === code);
      const sum = (earning: string) =>
        mine.filter((r) => r['Pay Component'] === earning).reduce((n, r) => n + hundredths(r.Hours!), 0);
      expect([sum('Hourly'), sum('Overtime')], code).toEqual([g.regular, g.overtime]);
    }
    // Paychex's job numbers are letters and digits: J-100 is J100, +J-200 is J200.
    expect(new Set(rows.map((r) => r['Job Number']))).toEqual(new Set(['J100', 'J200']));
    expect(rows.find((r) => r['Worker ID'] === 'G1' && r['Pay Component'] === 'Overtime')).toMatchObject({
      'Job Number': 'J200',
      'Line Date': '11/20/2026',
      Hours: '5.00',
    });
  });

  it("writes QuickBooks time activities as Intuit's IIF reference has them: Customer:Job, no payroll item, regular and overtime in hours and minutes adding up to the grid", async () => {
    const file = await goldenFile('quickbooks', 'quickbooks-time.iif');
    expect(file.file_name).toBe('2026-11-16 QuickBooks Time.iif');
    const iif = readIif(file.data);
    // Without a QuickBooks company name, the portal's; the company file's number from Settings.
    expect(iif.TIMERHDR).toEqual([
      {
        VER: '8',
        REL: '0',
        COMPANYNAME: 'Company GOLDEN',
        IMPORTEDBEFORE: 'N',
        FROMTIMER: 'Y',
        COMPANYCREATETIME: '1196184000',
      },
    ]);
    // "PITEM: Leave blank. This field is not used in QuickBooks." No service item either.
    expect(new Set(iif.TIMEACT!.map((r) => `${r.ITEM}|${r.PITEM}|${r.PROJ}`))).toEqual(new Set(['||']));
    // A job with a QuickBooks customer is Customer:Job; one without, its name alone.
    expect(new Set(iif.TIMEACT!.map((r) => r.JOB))).toEqual(
      new Set(['Port Authority:Bridge, "North" span', "'=Tunnel liner"]),
    );
    const minutes = (d: string) => {
      const [hh, mm] = d.split(':').map(Number);
      return hh! * 60 + mm!;
    };
    for (const [code, g] of await grid()) {
      const mine = iif.TIMEACT!.filter((r) => r.NOTE!.startsWith(`${code} `));
      const sum = (item: string) =>
        mine.filter((r) => r.NOTE!.endsWith(` ${item}`)).reduce((n, r) => n + minutes(r.DURATION!), 0);
      // The exact minutes: rounded once for the week they are the grid's total and overtime.
      const [regular, overtime] = [sum('Regular Pay'), sum('Overtime Pay')];
      expect([minuteHundredths(regular + overtime), minuteHundredths(overtime)], code).toEqual([
        g.total,
        g.overtime,
      ]);
      expect(g.regular).toBe(g.total - g.overtime);
    }
    expect(iif.TIMEACT!.find((r) => r.NOTE === 'G2 +J-200 Regular Pay')).toMatchObject({
      DATE: '11/18/26',
      JOB: "'=Tunnel liner",
      EMP: "O'Neil, Jr, =Eve",
      DURATION: '0:20',
      XFERTOPAYROLL: 'Y',
    });
  });

  it("keeps the spec's text file as it was and gives the control totals beside it, equal to the grid's", async () => {
    const file = await goldenFile('txt', 'time-sheet-export.txt');
    expect(file.file_name).toBe('2026-11-16 Time Sheet Export.txt');
    const lines = file.data.split('\r\n').filter((l) => l !== '');
    const body = lines.slice(1).map((l) => l.split('\t'));
    expect(body.every((cells) => cells.length === 7)).toBe(true);
    const figures = [...(await grid()).values()];
    const sum = (key: 'regular' | 'overtime' | 'total') => figures.reduce((n, g) => n + g[key], 0);
    expect(file.totals).toEqual({
      employees: 3,
      lines: body.length,
      regular_hours: sum('regular') / 100,
      overtime_hours: sum('overtime') / 100,
      total_hours: sum('total') / 100,
    });
    expect(sum('total')).toBe(body.reduce((n, cells) => n + hundredths(cells[6]!), 0));
  });

  it("counts each file's own lines in its control totals: an ADP batch has a line per employee", async () => {
    const of = async (format: PayrollFormat) => (await exportOf(format)).json().data;
    const [txt, adp] = [await of('txt'), await of('adp')];
    const adpRows = parse(adp.data, { columns: true }) as unknown[];
    expect(adp.totals).toMatchObject({ employees: 3, lines: adpRows.length });
    expect(adpRows).toHaveLength(3);
    expect(txt.totals.lines).toBeGreaterThan(adp.totals.lines);
    for (const format of ['txt', 'paychex', 'quickbooks'] as const) {
      const file = await of(format);
      expect(file.totals.lines, format).toBe(file.lines);
    }
    // The hours are the same in every file.
    expect({ ...adp.totals, lines: 0 }).toEqual({ ...txt.totals, lines: 0 });
  });

  it('makes text that starts like a formula inert in the files a spreadsheet may open', async () => {
    const rows = parse((await exportOf('paychex')).json().data.data, { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.filter((r) => r['Job Number'] === 'J200')).toHaveLength(4);
    expect(rows.flatMap((r) => Object.values(r)).filter((v) => /^[=+\-@]/.test(v))).toEqual([]);
    const iif = readIif((await exportOf('quickbooks')).json().data.data);
    expect(iif.TIMEACT!.flatMap((r) => Object.values(r)).filter((v) => /^[=+\-@]/.test(v))).toEqual([]);
  });

  it("refuses the ADP file without the company code, naming the employees without a file number, and the QuickBooks file without the company file's create time", async () => {
    await put(`/api/v1/employee-payroll-ids/${employees.G2}`, { adp_file_number: '' });
    await put(`/api/v1/employee-payroll-ids/${employees.G3}`, { adp_file_number: null });
    const missing = await exportOf('adp');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.format).toBe(
      PAYROLL_MSG.adpFileNumbersMissing(["G2 =Eve O'Neil, Jr", 'G3 José Müller']),
    );
    expect(missing.json().message).toContain('2 employees have no ADP file number');

    await put(
      `/api/v1/setting/${settingsId}`,
      settingsBody({ adp_company_code: '', paychex_client_id: null }),
    );
    const noCode = await exportOf('adp');
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().message).toBe(PAYROLL_MSG.adpCompanyCodeMissing);
    const noClient = await exportOf('paychex');
    expect(noClient.statusCode).toBe(422);
    expect(noClient.json().message).toBe(PAYROLL_MSG.paychexClientIdMissing);
    // The text file and QuickBooks need neither.
    expect((await exportOf('txt')).statusCode).toBe(200);
    expect((await exportOf('quickbooks')).statusCode).toBe(200);

    // QuickBooks needs the company file's create time, and writes the company's QuickBooks name.
    await put(`/api/v1/setting/${settingsId}`, settingsBody({ quickbooks_company_create_time: '' }));
    const noCompanyFile = await exportOf('quickbooks');
    expect(noCompanyFile.statusCode).toBe(422);
    expect(noCompanyFile.json().errors).toEqual({ format: PAYROLL_MSG.quickbooksCompanyCreateTimeMissing });
    await put(
      `/api/v1/setting/${settingsId}`,
      settingsBody({
        quickbooks_company_name: 'Golden Coatings, Inc.',
        quickbooks_company_create_time: '42',
      }),
    );
    const named = readIif((await exportOf('quickbooks')).json().data.data);
    expect(named.TIMERHDR![0]).toMatchObject({
      COMPANYNAME: 'Golden Coatings, Inc.',
      COMPANYCREATETIME: '42',
    });

    await put(`/api/v1/setting/${settingsId}`, settingsBody({}));
    await put(`/api/v1/employee-payroll-ids/${employees.G2}`, { adp_file_number: '102' });
    await put(`/api/v1/employee-payroll-ids/${employees.G3}`, { adp_file_number: '103' });
    expect((await exportOf('adp')).statusCode).toBe(200);
  });

  it('refuses the Paychex file, naming the jobs, while two job codes would be one job number or one has none', async () => {
    const week = { start: '2026-11-09', end: '2026-11-15' };
    const worker = await createEmployee(t.db, company.id, { code: 'G9' });
    const dashed = await createJob(t.db, company.id, { code: 'J-2401', name: 'Harbor' });
    const plain = await createJob(t.db, company.id, { code: 'J2401', name: 'Harbor again' });
    const signs = await createJob(t.db, company.id, { code: '#-#', name: 'Yard' });
    await entry(worker, dashed, '2026-11-09', '07:00', 60);
    await entry(worker, plain, '2026-11-10', '07:00', 60);
    const clash = await exportOf('paychex', week);
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.format).toBe(PAYROLL_MSG.paychexJobNumbersClash(['J-2401, J2401 (J2401)']));

    await entry(worker, signs, '2026-11-11', '07:00', 60);
    const none = await exportOf('paychex', week);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.format).toBe(PAYROLL_MSG.paychexJobNumbersInvalid(['#-#']));
    expect(none.json().message).toContain('A job code has no Paychex job number');
    // The other files do not need Paychex's job numbers.
    expect((await exportOf('txt', week)).statusCode).toBe(200);

    await t.db.deleteFrom('time_entries').where('employee_id', '=', worker).execute();
    await storeFigures(t.db, company.id);
  });

  it.each(['txt', 'adp', 'paychex', 'quickbooks'] as const)(
    'refuses a %s file while entries are un-approved, and says when there is nothing to export',
    async (format) => {
      const week = { start: '2026-11-02', end: '2026-11-08' };
      const empty = await exportOf(format, week);
      expect(empty.statusCode).toBe(404);
      expect(empty.json().message).toBe(TIMESHEET_MSG.exportEmpty);

      const job = await createJob(t.db, company.id);
      const employee = await createEmployee(t.db, company.id);
      await t.db
        .insertInto('time_entries')
        .values({
          company_id: company.id,
          employee_id: employee,
          job_id: job,
          source: 'MANUAL',
          work_date: '2026-11-03',
          clock_in_at: '2026-11-03T12:00:00.000Z',
          clock_out_at: '2026-11-03T13:00:00.000Z',
          org_clock_in_at: '2026-11-03T12:00:00.000Z',
          org_clock_out_at: '2026-11-03T13:00:00.000Z',
          original_clock_in_at: '2026-11-03T12:00:00.000Z',
          original_clock_out_at: '2026-11-03T13:00:00.000Z',
          minutes: 60,
          approved_status: 'un-approved',
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .execute();
      await storeFigures(t.db, company.id);
      const refused = await exportOf(format, week);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(TIMESHEET_MSG.exportRefused(1));
      await t.db.deleteFrom('time_entries').where('employee_id', '=', employee).execute();
    },
  );

  it('refuses an unknown format with the list of formats', async () => {
    const res = await get(
      `/api/v1/time-export-txt?start_date=${WEEK.start}&end_date=${WEEK.end}&format=xlsx`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.format).toBe(PAYROLL_MSG.format);
  });
});
