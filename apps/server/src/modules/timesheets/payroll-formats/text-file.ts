import {
  PAYROLL_TEXT_COLUMNS,
  PAYROLL_TEXT_DOUBLE_TIME,
  PAYROLL_TEXT_MEAL_PREMIUM,
} from '@portal/contracts/payroll-formats';
import { formatHundredths as h } from '@portal/domain';
import { inert } from '../../../platform/spreadsheet-cells.ts';
import { hasDoubleTime, hasMealPremium, oneLine, paidOf, type PayrollWriter } from './payroll-line.ts';

/**
 * The spec's payroll text file (timesheets-and-people.md §7, docs/payroll-export.md): tab-separated,
 * CRLF, one header line, then one line per employee, job and day. Nothing follows the lines: its
 * importer reads every line after the header as an employee's hours, so control totals go beside it.
 * Text that starts like a formula is made inert: a clerk may open the file in a spreadsheet. A file
 * with double time (an overtime policy that pays it) has a last column DOUBLE_TIME_HOURS, after the
 * spec's seven, which keep their places: REGULAR + OVERTIME + DOUBLE_TIME = TOTAL on every line. A
 * file with a meal premium has MEAL_PREMIUM_HOURS last, and a line of its own per premium day with
 * nothing worked (TOTAL is the hours worked; the premium is paid, not worked).
 */
export const textFile: PayrollWriter = {
  write(lines, { start_date }) {
    const doubleTime = hasDoubleTime(lines);
    const premium = hasMealPremium(lines);
    const body = lines.map((l) =>
      [
        inert(oneLine(l.emp_code)),
        inert(oneLine(`${l.first_name} ${l.last_name}`)),
        inert(oneLine(l.job_code)),
        l.work_date,
        h(l.regular),
        h(l.overtime),
        h(paidOf(l)),
        ...(doubleTime ? [h(l.double_time)] : []),
        ...(premium ? [h(l.meal_premium)] : []),
      ].join('\t'),
    );
    const header = [
      ...PAYROLL_TEXT_COLUMNS,
      ...(doubleTime ? [PAYROLL_TEXT_DOUBLE_TIME] : []),
      ...(premium ? [PAYROLL_TEXT_MEAL_PREMIUM] : []),
    ].join('\t');
    return {
      data: [header, ...body].join('\r\n') + '\r\n',
      file_name: `${start_date} Time Sheet Export.txt`,
      content_type: 'text/plain; charset=utf-8',
      rows: body.length,
    };
  },
};
