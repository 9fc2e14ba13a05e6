import { PAYROLL_MSG } from '@portal/contracts/payroll-formats';
import { dayNumber, formatHundredths as h, mondayOf } from '@portal/domain';
import { ValidationError } from '../../../platform/errors.ts';
import { payrollCsv } from './csv.ts';
import {
  addEarnings,
  hasDoubleTime,
  hasMealPremium,
  noEarnings,
  type EarningHundredths,
  type PayrollLine,
  type PayrollWriter,
} from './payroll-line.ts';

const ADP_HEADER = ['Co Code', 'Batch ID', 'File #', 'Reg Hours', 'O/T Hours'] as const;
/**
 * A batch with double time or a meal premium names them in ADP's third hours field: double time on the
 * employee's row under hours code D, the meal premium on a row of its own under hours code M.
 */
const ADP_HOURS_3_HEADER = ['Hours 3 Code', 'Hours 3 Amount'] as const;
const ADP_DOUBLE_TIME_CODE = 'D';
const ADP_MEAL_PREMIUM_CODE = 'M';
/** An employee's Hours 3 cells: the code and the hours, or nothing without any. */
const hours3Cells = (code: string, hundredths: number) => (hundredths ? [code, h(hundredths)] : ['', '']);

/**
 * ADP's paydata file is named EPI + the 3-character company code + a 2-character batch ID + .csv; the
 * batch ID is letters or digits. Each week's batch is numbered from this Monday on, in base 36
 * (0-9 then A-Z): 36 x 36 = 1,296 weeks, so any two weeks less than 24.8 years apart have different
 * batch IDs (the week of 2024-01-01 is 00, that of 2048-10-26 is ZZ, and that of 2048-11-02 is 00 again).
 */
const ADP_BATCH_EPOCH = '2024-01-01';
const ADP_BATCH_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ADP_BATCH_WEEKS = ADP_BATCH_DIGITS.length ** 2;

/**
 * The two-character batch ID of a range: its week (Monday to Sunday) counted from ADP_BATCH_EPOCH, in
 * base 36. The same week always gets the same batch (a re-export replaces, not adds to, its batch in
 * ADP), and no two weeks of 24 years share one: the ISO week number it replaced gave the same name to
 * the same week of every year (EPISCI03.csv in 2024 and in 2025).
 * @internal Tested on its own.
 */
export function adpBatchId(startDate: string): string {
  const weeks = (mondayOf(dayNumber(startDate)) - dayNumber(ADP_BATCH_EPOCH)) / 7;
  const n = ((weeks % ADP_BATCH_WEEKS) + ADP_BATCH_WEEKS) % ADP_BATCH_WEEKS;
  const base = ADP_BATCH_DIGITS.length;
  return ADP_BATCH_DIGITS[Math.floor(n / base)]! + ADP_BATCH_DIGITS[n % base]!;
}

/**
 * ADP Workforce Now paydata batch (an EPI file): one row per employee with the range's regular and
 * overtime hours, named EPI + company code + batch ID + .csv as ADP's paydata import expects. A batch
 * with double time or a meal premium has the Hours 3 Code and Hours 3 Amount columns too: hours code
 * D on the rows of the employees who have double time, and a row of its own after an employee's with
 * hours code M and the range's premium hours (no hours worked on it). Refused (422) without the company
 * code, or while an employee of the range has no ADP file number.
 */
export const adpEpi: PayrollWriter = {
  write(lines, { start_date, adp_company_code }) {
    if (!adp_company_code) throw new ValidationError({ format: PAYROLL_MSG.adpCompanyCodeMissing });
    const employees = new Map<number, { line: PayrollLine; hours: EarningHundredths }>();
    for (const l of lines) {
      const e = employees.get(l.employee_id) ?? { line: l, hours: noEarnings() };
      addEarnings(e.hours, l);
      employees.set(l.employee_id, e);
    }
    const missing = [...employees.values()]
      .filter((e) => !e.line.adp_file_number)
      .map(({ line: l }) => `${l.emp_code} ${l.first_name} ${l.last_name}`);
    if (missing.length > 0) throw new ValidationError({ format: PAYROLL_MSG.adpFileNumbersMissing(missing) });

    const batch = adpBatchId(start_date);
    const hours3 = hasDoubleTime(lines) || hasMealPremium(lines);
    const rows = [...employees.values()].flatMap(({ line, hours }) => {
      const row = [adp_company_code, batch, line.adp_file_number!];
      return [
        [
          ...row,
          h(hours.regular),
          h(hours.overtime),
          ...(hours3 ? hours3Cells(ADP_DOUBLE_TIME_CODE, hours.double_time) : []),
        ],
        ...(hours.meal_premium
          ? [[...row, '', '', ...hours3Cells(ADP_MEAL_PREMIUM_CODE, hours.meal_premium)]]
          : []),
      ];
    });
    const header = hours3 ? [...ADP_HEADER, ...ADP_HOURS_3_HEADER] : ADP_HEADER;
    return {
      data: payrollCsv(header, rows),
      file_name: `EPI${adp_company_code}${batch}.csv`,
      content_type: 'text/csv; charset=utf-8',
      rows: rows.length,
    };
  },
};
