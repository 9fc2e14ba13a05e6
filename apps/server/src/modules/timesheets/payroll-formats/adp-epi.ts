import { PAYROLL_MSG } from '@portal/contracts/payroll-formats';
import { addDays, formatHundredths as h, weekOfDate } from '@portal/domain';
import { ValidationError } from '../../../platform/errors.ts';
import { payrollCsv } from './csv.ts';
import {
  addEarnings,
  hasDoubleTime,
  noEarnings,
  type EarningHundredths,
  type PayrollLine,
  type PayrollWriter,
} from './payroll-line.ts';

const ADP_HEADER = ['Co Code', 'Batch ID', 'File #', 'Reg Hours', 'O/T Hours'] as const;
/** A batch with double time names it in ADP's third hours field, under this hours code. */
const ADP_DOUBLE_TIME_HEADER = ['Hours 3 Code', 'Hours 3 Amount'] as const;
const ADP_DOUBLE_TIME_CODE = 'D';
/** An employee's Hours 3 cells: code D and the hours, or nothing for an employee without double time. */
const doubleTimeCells = (hundredths: number) =>
  hundredths ? [ADP_DOUBLE_TIME_CODE, h(hundredths)] : ['', ''];

/**
 * The two-character batch ID of a range: the ISO week number of its first day ('47'). The same range
 * always gets the same batch (a re-export replaces, not adds to, its batch in ADP), and the weeks of
 * a year get different ones.
 */
function adpBatchId(startDate: string): string {
  const thursday = addDays(weekOfDate(startDate).start, 3);
  const [y, m, d] = thursday.split('-').map(Number) as [number, number, number];
  const day = (Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000;
  return String(Math.floor(day / 7) + 1).padStart(2, '0');
}

/**
 * ADP Workforce Now paydata batch (an EPI file): one row per employee with the range's regular and
 * overtime hours, named EPI + company code + batch ID + .csv as ADP's paydata import expects. A batch
 * with double time has the Hours 3 Code and Hours 3 Amount columns too, with hours code D on the rows
 * of the employees who have some. Refused (422) without the company code, or while an employee of the
 * range has no ADP file number.
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
    const doubleTime = hasDoubleTime(lines);
    const rows = [...employees.values()].map(({ line, hours }) => [
      adp_company_code,
      batch,
      line.adp_file_number!,
      h(hours.regular),
      h(hours.overtime),
      ...(doubleTime ? doubleTimeCells(hours.double_time) : []),
    ]);
    const header = doubleTime ? [...ADP_HEADER, ...ADP_DOUBLE_TIME_HEADER] : ADP_HEADER;
    return {
      data: payrollCsv(header, rows),
      file_name: `EPI${adp_company_code}${batch}.csv`,
      content_type: 'text/csv; charset=utf-8',
      rows: rows.length,
    };
  },
};
