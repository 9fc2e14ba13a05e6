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
 * Paychex Flex payroll import (SPI, CSV): a row per employee, job, day and earning (Hourly, then
 * Overtime, then Double Time; an earning with no hours has no row), and a Meal Premium row after a
 * day's rows when its premium is owed. The worker ID is the employee code, the job number the job
 * code. Refused (422) without the company's Paychex client ID.
 */
export const paychexSpi: PayrollWriter = {
  write(lines, { start_date, paychex_client_id }) {
    if (!paychex_client_id) throw new ValidationError({ format: PAYROLL_MSG.paychexClientIdMissing });
    const rows: string[][] = [];
    for (const l of lines) {
      for (const earning of EARNINGS) {
        const hundredths = l[earning];
        if (hundredths === 0) continue;
        const component = PAYCHEX_EARNINGS[earning];
        const row = [paychex_client_id, l.emp_code, '', l.job_code, component, '', '', h(hundredths), ''];
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
