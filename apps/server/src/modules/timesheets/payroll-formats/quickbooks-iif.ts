import { inert } from '../../../platform/spreadsheet-cells.ts';
import {
  EARNING_MINUTES,
  EARNINGS,
  oneLine,
  usDate,
  type Earning,
  type PayrollLine,
  type PayrollWriter,
} from './payroll-line.ts';

/** The payroll items the rows name, as QuickBooks Desktop payroll sets them up. */
const QUICKBOOKS_PAYROLL_ITEMS: Record<Earning, string> = {
  regular: 'Regular Pay',
  overtime: 'Overtime Pay',
  double_time: 'Double-time Pay',
  meal_premium: 'Meal Premium',
};

const TIMEACT_COLUMNS = [
  'DATE',
  'JOB',
  'EMP',
  'ITEM',
  'PITEM',
  'DURATION',
  'PROJ',
  'NOTE',
  'XFERTOPAYROLL',
  'BILLINGSTATUS',
] as const;

/** QuickBooks takes at most 23:59 in one time activity. */
const MAX_ACTIVITY_MINUTES = 23 * 60 + 59;

/** IIF files are often opened in a spreadsheet to check them: text never runs as a formula there. */
const text = (value: string) => inert(oneLine(value));

const duration = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** A line's minutes of one payroll item as activities of at most 23:59 each. */
function activities(minutes: number): number[] {
  const out: number[] = [];
  for (let left = minutes; left > 0; left -= MAX_ACTIVITY_MINUTES)
    out.push(Math.min(left, MAX_ACTIVITY_MINUTES));
  return out;
}

/**
 * QuickBooks Desktop time activities (IIF, tab-separated, CRLF): the Timer header block, then one
 * TIMEACT row per employee, job, day and payroll item (Regular Pay, Overtime Pay, Double-time Pay; an
 * item with no minutes has no row) with its DURATION in hours and minutes, the exact minutes the
 * grid's hundredths are rounded from, and a Meal Premium row of 1:00 after a day's rows when its
 * premium is owed. Transferred to payroll, not billable. EMP is 'Last, First', JOB the job's name, NOTE the employee and job codes.
 */
export const quickbooksIif: PayrollWriter = {
  write(lines, { start_date, company_name }) {
    const rows: string[][] = [];
    const add = (l: PayrollLine, item: string, minutes: number) => {
      for (const m of activities(minutes)) {
        rows.push([
          'TIMEACT',
          usDate(l.work_date, true),
          text(l.job_name),
          text(`${l.last_name}, ${l.first_name}`),
          '',
          item,
          duration(m),
          '',
          text(`${l.emp_code} ${l.job_code}`),
          'Y',
          '0',
        ]);
      }
    };
    for (const l of lines)
      for (const earning of EARNINGS) add(l, QUICKBOOKS_PAYROLL_ITEMS[earning], l[EARNING_MINUTES[earning]]);
    const header = [
      ['!TIMERHDR', 'VER', 'REL', 'COMPANYNAME', 'IMPORTEDBEFORE', 'FROMTIMER', 'COMPANYCREATETIME'],
      ['TIMERHDR', '8', '0', text(company_name), 'N', 'Y', '0'],
      ['!TIMEACT', ...TIMEACT_COLUMNS],
    ];
    return {
      data: [...header, ...rows].map((r) => r.join('\t')).join('\r\n') + '\r\n',
      file_name: `${start_date} QuickBooks Time.iif`,
      content_type: 'text/plain; charset=utf-8',
      rows: rows.length,
    };
  },
};
