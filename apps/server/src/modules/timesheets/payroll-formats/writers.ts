import type { PayrollFormat } from '@portal/contracts/payroll-formats';
import { adpEpi } from './adp-epi.ts';
import { paychexSpi } from './paychex-spi.ts';
import type { PayrollWriter } from './payroll-line.ts';
import { quickbooksIif } from './quickbooks-iif.ts';
import { textFile } from './text-file.ts';

/** The writer of each format of the Export dialog. */
export const PAYROLL_WRITERS: Record<PayrollFormat, PayrollWriter> = {
  txt: textFile,
  adp: adpEpi,
  paychex: paychexSpi,
  quickbooks: quickbooksIif,
};
