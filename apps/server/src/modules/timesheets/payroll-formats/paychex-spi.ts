import { PAYROLL_MSG } from '@portal/contracts/payroll-formats';
import { formatHundredths as h } from '@portal/domain';
import { ValidationError } from '../../../platform/errors.ts';
import { payrollCsv } from './csv.ts';
import { EARNINGS, usDate, type Earning, type PayrollWriter } from './payroll-line.ts';

/** Paychex's Standard Payroll Import columns, all present and in this order. */
const PAYCHEX_HEADER = [
  'Client ID',
  'Worker ID',
  'Org',
  'Job Number',
  'Pay Component',
  'Rate',
  'Rate Number',
  'Hours',
  'Units',
  'Line Date',
  'Amount',
  'Check Seq Number',
  'Override State',
  'Override Local',
  'Override Local Jurisdiction',
  'Labor Assignment',
] as const;

/** The earnings the rows name, as a Paychex Flex company has them set up by default. */
const PAYCHEX_EARNINGS: Record<Earning, string> = {
  regular: 'Hourly',
  overtime: 'Overtime',
  double_time: 'Double Time',
  meal_premium: 'Meal Premium',
};

/**
 * Paychex's SPI Specification Sheet (Paychex Flex help, "SPI Specification Sheet"): the Job Number
 * (column D) is alphanumeric, at most 25 characters, one of the job numbers set up on the client.
 */
const PAYCHEX_JOB_NUMBER_MAX = 25;

/**
 * A job code as Paychex's Job Number: its letters and digits (A-Z, a-z, 0-9), everything else left
 * out (J-2401 is J2401, +J-200 is J200), or null when that leaves nothing or more than 25 characters.
 * @internal Tested on its own.
 */
export function paychexJobNumber(jobCode: string): string | null {
  const number = jobCode.replace(/[^A-Za-z0-9]/g, '');
  return number.length > 0 && number.length <= PAYCHEX_JOB_NUMBER_MAX ? number : null;
}

/**
 * The Paychex job number of each job code of the lines. Refused (422) when a code has none, or when
 * two codes would be the same number (J-2401 and J2401, or j2401: Paychex's job numbers are not
 * taken to tell case apart here), naming the jobs: a file must not put one job's hours on another.
 */
function paychexJobNumbers(jobCodes: readonly string[]): Map<string, string> {
  const numbers = new Map<string, string>();
  const unmapped: string[] = [];
  const byNumber = new Map<string, string[]>();
  for (const code of [...new Set(jobCodes)].sort()) {
    const number = paychexJobNumber(code);
    if (number === null) {
      unmapped.push(code);
      continue;
    }
    numbers.set(code, number);
    const key = number.toUpperCase();
    byNumber.set(key, [...(byNumber.get(key) ?? []), code]);
  }
  if (unmapped.length > 0)
    throw new ValidationError({ format: PAYROLL_MSG.paychexJobNumbersInvalid(unmapped) });
  const clashes = [...byNumber.values()]
    .filter((codes) => codes.length > 1)
    .map((codes) => `${codes.join(', ')} (${numbers.get(codes[0]!)!})`);
  if (clashes.length > 0) throw new ValidationError({ format: PAYROLL_MSG.paychexJobNumbersClash(clashes) });
  return numbers;
}

/**
 * Paychex Flex payroll import (SPI, CSV): a row per employee, job, day and earning (Hourly, then
 * Overtime, then Double Time; an earning with no hours has no row), and a Meal Premium row after a
 * day's rows when its premium is owed. The worker ID is the employee code, the job number the job
 * code's letters and digits (paychexJobNumber). Refused (422) without the company's Paychex client ID,
 * and while a job code cannot be a job number of its own.
 */
export const paychexSpi: PayrollWriter = {
  write(lines, { start_date, paychex_client_id }) {
    if (!paychex_client_id) throw new ValidationError({ format: PAYROLL_MSG.paychexClientIdMissing });
    const jobNumbers = paychexJobNumbers(lines.map((l) => l.job_code));
    const rows: string[][] = [];
    for (const l of lines) {
      for (const earning of EARNINGS) {
        const hundredths = l[earning];
        if (hundredths === 0) continue;
        const component = PAYCHEX_EARNINGS[earning];
        const job = jobNumbers.get(l.job_code)!;
        const row = [paychex_client_id, l.emp_code, '', job, component, '', '', h(hundredths), ''];
        rows.push([...row, usDate(l.work_date), '', '', '', '', '', '']);
      }
    }
    return {
      data: payrollCsv(PAYCHEX_HEADER, rows),
      file_name: `${start_date} Paychex SPI.csv`,
      content_type: 'text/csv; charset=utf-8',
      rows: rows.length,
    };
  },
};
