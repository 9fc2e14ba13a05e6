import type { PayPeriodTotals } from '@portal/contracts/pay-periods';
import {
  PAYROLL_TEXT_COLUMNS,
  PAYROLL_TEXT_DOUBLE_TIME,
  PAYROLL_TEXT_MEAL_PREMIUM,
} from '@portal/contracts/payroll-formats';

/** The headers a text file may have: the spec's seven columns, then double time, then the meal premium. */
const HEADERS = [false, true].flatMap((doubleTime) =>
  [false, true].map((premium) => ({
    doubleTime,
    premium,
    header: [
      ...PAYROLL_TEXT_COLUMNS,
      ...(doubleTime ? [PAYROLL_TEXT_DOUBLE_TIME] : []),
      ...(premium ? [PAYROLL_TEXT_MEAL_PREMIUM] : []),
    ].join('\t'),
  })),
);

/** '12.34' (or '-0.50') as whole hundredths, exactly: no floating point on the way. */
function hundredths(value: string): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(value);
  if (!m) throw new RangeError(`Not hours with two decimals: ${value}`);
  const n = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -n : n;
}

/**
 * The control totals of a payroll text file (docs/payroll-export.md): its employees and lines, and
 * the sums of its regular, overtime and total columns (and of its double-time column when the file has
 * it), read back from the file itself, so they are the totals of exactly what payroll received. A meal
 * premium line is one of the file's lines, with no hours worked: the totals of the hours are the hours
 * worked, as the file's TOTAL_HOURS is.
 */
export function controlTotals(file: string): PayPeriodTotals {
  const [header, ...rows] = file.split('\r\n').filter((line) => line !== '');
  const layout = HEADERS.find((h) => h.header === header);
  if (!layout) throw new RangeError(`Not a payroll header: ${header}`);
  const columns = layout.header.split('\t').length;
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
    if (layout.doubleTime) doubleTime += hundredths(cells[7]!);
    // The premium column holds hours too: a line where it does not is no payroll line.
    if (layout.premium) hundredths(cells[columns - 1]!);
  }
  return {
    ...totals,
    employees: employees.size,
    ...(layout.doubleTime ? { double_time_hundredths: doubleTime } : {}),
  };
}
