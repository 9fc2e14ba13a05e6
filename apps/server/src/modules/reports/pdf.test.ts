import { spawnSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createEmployee,
  createJob,
  createSubcontractorCompany,
  createSubcontractorWorker,
  insertManualEntry,
} from '../../../test/timekeeping.ts';
import { pdfStream, type ReportMeta } from './pdf.ts';
import { count, date, hoursColumn, text, type ReportTable } from './table.ts';

const META: ReportMeta = {
  company: 'Summit Coatings Inc.',
  title: 'Timesheet Report by Weekly Entries',
  period: '11/16/26 to 11/22/26 (America/New_York)',
  generated: 'Generated 11/20/26 05:00 pm by Pat Payroll',
};

const WEEK = 'start_date=2026-11-16&end_date=2026-11-22';
/** A job name and a note as long as the issue's: the weekly PDFs cut them with an ellipsis. */
const JOB = 'Route 1 Bridge deck rehabilitation, north and south spans, phase 2';
const NOTE =
  'Crew stayed past midnight to finish the second coat on the north span before the rain; the foreman ' +
  'signed off at 5:20 am after checking the film thickness on every bay, and the lift was returned to the ' +
  'yard. Two workers left early because of the cold, see the daily log for the crew list and the rest';

async function pdf(table: ReportTable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdfStream(table, META)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function poppler(tool: string, args: string[], input: Buffer): string {
  const out = spawnSync(tool, args, { input });
  if (out.status !== 0) throw new Error(out.stderr.toString());
  return out.stdout.toString();
}

/** The text of one page, as a reader would copy it. */
const pageText = (body: Buffer, page: number) =>
  poppler('pdftotext', ['-layout', '-f', String(page), '-l', String(page), '-', '-'], body);

const info = (body: Buffer) => poppler('pdfinfo', ['-'], body);

/**
 * The text of every page in the order it was written, all white space one space: the lines of a cell
 * that wraps follow one another, so a wrapped text reads whole.
 */
const flatText = (body: Buffer) => poppler('pdftotext', ['-raw', '-', '-'], body).replace(/\s+/g, ' ');

describe('the PDF writer', () => {
  it('repeats the head and the column headers on every page, numbers the pages and ends with the totals', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => String(100 + i));
    const table: ReportTable = {
      columns: [text('ID'), text('Employee'), hoursColumn('Total')],
      rows: ids.map((id, i) => [`E${id}`, `Employee ${i}`, 800]),
    };
    const body = await pdf(table);
    expect(info(body)).toMatch(/Pages:\s+3\n/);
    expect(info(body)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    for (const page of [1, 2, 3]) {
      const onPage = pageText(body, page);
      for (const head of [META.company, META.title, META.period, META.generated, 'ID', 'Employee', 'Total'])
        expect(onPage).toContain(head);
      expect(onPage).toContain(`Page ${page} of 3`);
    }
    // Every row once, in order, the totals row on the last page only.
    const rows = [1, 2, 3].flatMap((page) =>
      [...pageText(body, page).matchAll(/E(\d{3}) /g)].map((m) => m[1]),
    );
    expect(rows).toEqual(ids);
    expect(pageText(body, 3)).toMatch(/Total \(100 rows\)\s+800\.00/);
    expect(pageText(body, 2)).not.toContain('Total (');
  });

  it('turns to landscape when the columns are wider than a portrait page, and wraps long text within its row', async () => {
    const note =
      'Employee was at the offsite safety meeting all morning and drove the crew back to the yard after the meeting';
    const table: ReportTable = {
      columns: [
        date('Date'),
        text('ID'),
        text('Employee'),
        text('Job'),
        text('Note'),
        count('Late (min)'),
        hoursColumn('Hours'),
      ],
      rows: [
        ['2026-11-16', 'E100', 'José Núñez', 'J-1 Bridge deck', `${note}. ${note}.`, 12, 483],
        ['2026-11-17', 'E100', 'José Núñez', 'J-1 Bridge deck', 'short', 0, 800],
      ],
    };
    const body = await pdf(table);
    expect(info(body)).toMatch(/Page size:\s+792 x 612 pts \(letter\)/);
    const page = pageText(body, 1);
    // The first line of the row has every cell; the note goes on below it, and nothing is cut.
    expect(page).toMatch(
      /11\/16\/26\s+E100\s+José Núñez\s+J-1 Bridge deck\s+Employee was at the .*\s+12\s+4\.83/,
    );
    expect(page).not.toContain('…');
    expect(flatText(body)).toContain(`${note}. ${note}.`);
    expect(page).toMatch(/11\/17\/26\s+E100\s+José Núñez\s+J-1 Bridge deck\s+short\s+0\s+8\.00/);
    expect(page).toMatch(/Total \(2 rows\)\s+12\s+12\.83/);
  });

  it('keeps a long job name and a clock with its day on one line when the columns fit the page', async () => {
    const table: ReportTable = {
      columns: [
        text('ID'),
        text('Worker'),
        text('Company'),
        text('Job'),
        text('Clock-In'),
        text('Clock-Out'),
        hoursColumn('Hours'),
      ],
      rows: [['S1', 'Sam Sub', 'Acme Paint', `J-2401 ${JOB}`, '09:00 pm', '11/17 05:22 am', 837]],
    };
    const line = `S1 Sam Sub Acme Paint J-2401 ${JOB} 09:00 pm 11/17 05:22 am 8.37\n`;
    expect(pageText(await pdf(table), 1).replace(/ +/g, ' ')).toContain(line);
  });
});

/** Issue: the weekly PDFs cut night-shift clock-outs, job names and notes. */
describe.each(ENGINES)('the weekly entry reports of a night shift on %s', (engine) => {
  let t: TestApp;
  let payroll: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const company = await createCompany(t.db);
    payroll = await signIn(t.app, company.users.payroll.email);
    const job = await createJob(t.db, company.id, { code: 'J-2401', name: JOB });
    const acme = await createSubcontractorCompany(t.db, company.id, { name: 'Acme Paint' });
    const night = {
      companyId: company.id,
      jobId: job,
      clockIn: new Date('2026-11-16T21:00:00-05:00').toISOString(),
      clockOut: new Date('2026-11-17T05:22:00-05:00').toISOString(),
      workDate: '2026-11-16',
    };
    const employee = await createEmployee(t.db, company.id, {
      code: 'E100',
      first_name: 'Ana',
      last_name: 'Lopez',
    });
    await insertManualEntry(t.db, { ...night, employeeId: employee, subcontractorCompanyId: null });
    const worker = await createSubcontractorWorker(t.db, company.id, acme, {
      code: 'S1',
      first_name: 'Sam',
      last_name: 'Sub',
    });
    await insertManualEntry(t.db, { ...night, employeeId: worker, subcontractorCompanyId: acme });
    await t.db
      .updateTable('time_entries')
      .set({ notes: NOTE })
      .where('company_id', '=', company.id)
      .execute();
  });
  afterAll(() => t.close());

  const weekly = (type: number) =>
    [
      `/api/v1/time-sheet-report?${WEEK}&filter_by=by_time_sheet_weekly_entry&download_type=${type}`,
      `/api/v1/sub-contractor-punch-report?${WEEK}&filter_by=by_time_sheet_weekly_entry&download_type=${type}`,
    ] as const;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(payroll) });
    expect(res.statusCode, url).toBe(200);
    return res.rawPayload;
  };

  it('shows the clock-out with its day and am/pm, the whole job name and the whole note in both PDFs', async () => {
    expect(JOB.length).toBeGreaterThanOrEqual(60);
    expect(NOTE).toHaveLength(300);
    for (const url of weekly(1)) {
      const body = await get(url);
      const flat = flatText(body);
      expect(flat, url).toContain('09:00 pm 11/17 05:22 am');
      expect(flat, url).toContain(`J-2401 ${JOB}`);
      expect(flat, url).toContain(NOTE);
      expect(pageText(body, 1), url).not.toContain('…');
    }
  });

  it('writes MM/DD/YY dates and hh:mm am times to both CSVs', async () => {
    const [employees, subs] = await Promise.all(weekly(2).map(get));
    const rows = (body: Buffer) => (parse(body, { bom: true }) as string[][]).slice(1, -1);
    expect(rows(employees!)).toEqual([
      [
        '11/16/26',
        'E100',
        'Ana Lopez',
        `J-2401 ${JOB}`,
        '09:00 pm',
        '11/17 05:22 am',
        'Manual',
        'Unapproved',
        NOTE,
        '8.37',
      ],
    ]);
    expect(rows(subs!)).toEqual([
      [
        '11/16/26',
        'S1',
        'Sam Sub',
        'Acme Paint',
        `J-2401 ${JOB}`,
        '09:00 pm',
        '11/17 05:22 am',
        'Manual',
        'Unapproved',
        NOTE,
        '8.37',
      ],
    ]);
  });
});
