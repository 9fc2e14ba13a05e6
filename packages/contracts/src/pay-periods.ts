import { z } from 'zod';
import { formatHundredths } from '@portal/domain/hundredths';
import { displayDate } from '@portal/domain/overlaps';
import { addDays, weekOfDate } from '@portal/domain/week';
import { localDate, MAX, requiredText } from './fields.ts';

/**
 * Pay periods (beyond the spec, issue 13): payroll closes a Monday-to-Sunday week once every entry of
 * it is approved. A closed week's entries cannot change, its payroll files are kept as they were made,
 * and punches for it wait until the week is reopened (with a reason).
 */

const week = (start: string) => displayDate(start);
const entries = (n: number) => `${n} un-approved time ${n === 1 ? 'entry' : 'entries'}`;

export const PAY_PERIOD_MSG = {
  notAMonday: 'Choose the Monday that starts the week.',
  reasonRequired: 'Please enter the reason for reopening the week.',
  closed: (start: string) => `The week of ${week(start)} is closed for payroll. Reopen it to make changes.`,
  alreadyClosed: (start: string) => `The week of ${week(start)} is already closed for payroll.`,
  notClosed: (start: string) => `The week of ${week(start)} is not closed.`,
  /** Whose entries keep the week open: the employees', the sub-contractors', or both. */
  unapproved: (n: { employees: number; subcontractors: number }) => {
    const of = [
      ...(n.employees ? [`${entries(n.employees)} of employees`] : []),
      ...(n.subcontractors ? [`${entries(n.subcontractors)} of sub-contractors`] : []),
    ];
    return `${of.join(' and ')} in the week. Approve all to close the pay period.`;
  },
  /** Where the un-approved entries are: the screen that shows them. */
  unapprovedOn: (n: number, workforce: 'employees' | 'subcontractors') =>
    `${entries(n)} on ${workforce === 'employees' ? 'Employee Timesheets' : 'Sub Contractor Timesheets'}`,
  nothingToClose: 'No approved time entries found for the selected week.',
  partialWeek: (start: string) =>
    `The week of ${week(start)} is closed for payroll: export it on its own, ${week(start)} to ${week(addDays(start, 6))}.`,
  closedDone: (start: string) => `The week of ${week(start)} is closed for payroll.`,
  reopened: (start: string) => `The week of ${week(start)} is reopened.`,
  latePunchKept: 'Punch kept: its week is closed for payroll, and it is applied when the week is reopened.',
  latePunches: (n: number) => `${n} late ${n === 1 ? 'punch waits' : 'punches wait'} for a reopen`,
} as const;

/** A Monday, 'YYYY-MM-DD': the week it starts. */
const weekStart = localDate.refine((d) => weekOfDate(d).start === d, PAY_PERIOD_MSG.notAMonday);

export const payPeriodQuery = z.object({ start_date: weekStart });

export const payPeriodCloseRequest = z.object({ start_date: weekStart });

/** Why a closed week is reopened: the log keeps it. */
export const payPeriodReason = requiredText(PAY_PERIOD_MSG.reasonRequired, MAX.note);

export const payPeriodReopenRequest = z.object({ start_date: weekStart, reason: payPeriodReason });
export type PayPeriodReopenRequest = z.infer<typeof payPeriodReopenRequest>;

/** The control totals of the week's payroll file: hours in hundredths. */
const payPeriodTotals = z.object({
  employees: z.number(),
  lines: z.number(),
  regular_hundredths: z.number(),
  overtime_hundredths: z.number(),
  /** Only when the week's file has double time: regular + overtime + double time = total. */
  double_time_hundredths: z.number().optional(),
  total_hundredths: z.number(),
});
export type PayPeriodTotals = z.infer<typeof payPeriodTotals>;

/**
 * The hours of the totals as the screen and the log say them: '72.00 regular + 1.50 overtime = 73.50
 * hours', with '+ 2.00 double time' before the total when the file has double time.
 */
export function totalsSum(t: PayPeriodTotals): string {
  const double =
    t.double_time_hundredths === undefined
      ? ''
      : ` + ${formatHundredths(t.double_time_hundredths)} double time`;
  return `${formatHundredths(t.regular_hundredths)} regular + ${formatHundredths(t.overtime_hundredths)} overtime${double} = ${formatHundredths(t.total_hundredths)} hours`;
}

export const payPeriodStatus = z.object({
  start_date: z.string(),
  end_date: z.string(),
  closed: z.boolean(),
  /** When and by whom it was closed (null while open). */
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  /** The stored file's control totals (null while open). */
  totals: payPeriodTotals.nullable(),
  /** Punches for the week received while it was closed, applied when it is reopened. */
  late_punches: z.number(),
});
export type PayPeriodStatus = z.infer<typeof payPeriodStatus>;
