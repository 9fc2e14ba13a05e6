import type { PayPeriodTotals } from '@portal/contracts/pay-periods';
import { PAYROLL_TEXT_COLUMNS, PAYROLL_TEXT_DOUBLE_TIME } from '@portal/contracts/payroll-formats';

const PLAIN_HEADER = PAYROLL_TEXT_COLUMNS.join('\t');
const DOUBLE_TIME_HEADER = `${PLAIN_HEADER}\t${PAYROLL_TEXT_DOUBLE_TIME}`;

/** '12.34' (or '-0.50') as whole hundredths, exactly: no floating point on the way. */
function hundredths(value: string): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(value);
  if (!m) throw new RangeError(`Not hours with two decimals: ${value}`);
  const n = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -n : n;
}

/**
 * The control totals of a payroll text file (docs/payroll-export.md): its employees and lines, and
 * the sums of its regular, overtime and total columns (and of its last column, double time, when the
 * file has it), read back from the file itself, so they are the totals of exactly what payroll
 * received.
 */
export function controlTotals(file: string): PayPeriodTotals {
  const [header, ...rows] = file.split('\r\n').filter((line) => line !== '');
  const withDoubleTime = header === DOUBLE_TIME_HEADER;
  if (header !== PLAIN_HEADER && !withDoubleTime) throw new RangeError(`Not a payroll header: ${header}`);
  const columns = PAYROLL_TEXT_COLUMNS.length + (withDoubleTime ? 1 : 0);
  const totals = {
    employees: 0,
    lines: 0,
    regular_hundredths: 0,
    overtime_hundredths: 0,
    total_hundredths: 0,
  };
  let doubleTime = 0;
  const employees = new Set<string>();
  for (const row of rows) {
    const cells = row.split('\t');
    if (cells.length !== columns) throw new RangeError(`Not a payroll line: ${row}`);
    employees.add(cells[0]!);
    totals.lines += 1;
    totals.regular_hundredths += hundredths(cells[4]!);
    totals.overtime_hundredths += hundredths(cells[5]!);
    totals.total_hundredths += hundredths(cells[6]!);
    if (withDoubleTime) doubleTime += hundredths(cells[7]!);
  }
  return {
    ...totals,
    employees: employees.size,
    ...(withDoubleTime ? { double_time_hundredths: doubleTime } : {}),
  };
}
