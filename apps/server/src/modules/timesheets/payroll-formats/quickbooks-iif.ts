import { PAYROLL_MSG } from '@portal/contracts/payroll-formats';
import { ValidationError } from '../../../platform/errors.ts';
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

/*
 * Intuit's IIF reference for the Timer (QuickBooks Desktop help, "Activities timed with the Timer (IIF
 * reference)", iif_reference_timeract.html, and the Timer header block of the IIF Import Kit,
 * iif_import_kit.zip, both on support.quickbooks.intuit.com), which this file follows:
 * - TIMERHDR: COMPANYNAME is the company's name as QuickBooks' Company Information window shows it;
 *   FROMTIMER Y means activity data imported into QuickBooks; COMPANYCREATETIME is "a unique number that
 *   comes from your QuickBooks company file" which "identifies which company file the lists came from",
 *   seen in the TIMERHDR line of the Timer lists QuickBooks exports.
 * - TIMEACT: JOB is the customer, or "the customer's name followed by a colon followed by the name of
 *   the job", both on QuickBooks' Customers & Jobs list; ITEM is a service item of QuickBooks' Item list
 *   (the type of work, for billing); PITEM: "Leave blank. This field is not used in QuickBooks.";
 *   DURATION is HH:MM and "cannot be greater than 23:59"; NOTE is one line; BILLINGSTATUS 0 is not
 *   billable.
 */

/**
 * What each activity's note says it is: QuickBooks does not read a payroll item from the file (PITEM is
 * left blank, as the reference says), so the clerk gives the activities their payroll items in
 * QuickBooks by these names (docs/payroll-export.md).
 */
const QUICKBOOKS_EARNING_NOTES: Record<Earning, string> = {
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

/** A line's minutes of one earning as activities of at most 23:59 each. */
function activities(minutes: number): number[] {
  const out: number[] = [];
  for (let left = minutes; left > 0; left -= MAX_ACTIVITY_MINUTES)
    out.push(Math.min(left, MAX_ACTIVITY_MINUTES));
  return out;
}

/**
 * The job as QuickBooks' Customers & Jobs list names it: Customer:Job when the job has a QuickBooks
 * customer (Jobs screen), the job's name alone otherwise.
 */
const quickbooksJob = (l: Pick<PayrollLine, 'job_name' | 'job_customer'>) =>
  l.job_customer ? `${l.job_customer}:${l.job_name}` : l.job_name;

/**
 * QuickBooks Desktop time activities (IIF, tab-separated, CRLF): the Timer header block, then one
 * TIMEACT row per employee, job, day and earning (regular, overtime, double time; an earning with no
 * minutes has no row) with its DURATION in hours and minutes, the exact minutes the grid's hundredths
 * are rounded from, and a meal premium row of 1:00 after a day's rows when its premium is owed.
 * Transferred to payroll, not billable. EMP is 'Last, First', JOB Customer:Job (or the job's name),
 * ITEM and PITEM empty, NOTE the employee and job codes and the earning ('G1 J-100 Overtime Pay').
 * Refused (422) without the QuickBooks company create time (Settings).
 */
export const quickbooksIif: PayrollWriter = {
  write(lines, { start_date, company_name, quickbooks_company_name, quickbooks_company_create_time }) {
    if (!quickbooks_company_create_time)
      throw new ValidationError({ format: PAYROLL_MSG.quickbooksCompanyCreateTimeMissing });
    const rows: string[][] = [];
    const add = (l: PayrollLine, earning: Earning) => {
      for (const m of activities(l[EARNING_MINUTES[earning]])) {
        rows.push([
          'TIMEACT',
          usDate(l.work_date, true),
          text(quickbooksJob(l)),
          text(`${l.last_name}, ${l.first_name}`),
          '',
          '',
          duration(m),
          '',
          text(`${l.emp_code} ${l.job_code} ${QUICKBOOKS_EARNING_NOTES[earning]}`),
          'Y',
          '0',
        ]);
      }
    };
    for (const l of lines) for (const earning of EARNINGS) add(l, earning);
    const header = [
      ['!TIMERHDR', 'VER', 'REL', 'COMPANYNAME', 'IMPORTEDBEFORE', 'FROMTIMER', 'COMPANYCREATETIME'],
      [
        'TIMERHDR',
        '8',
        '0',
        text(quickbooks_company_name ?? company_name),
        'N',
        'Y',
        quickbooks_company_create_time,
      ],
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
