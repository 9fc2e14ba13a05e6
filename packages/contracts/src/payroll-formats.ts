import { z } from 'zod';

/**
 * The payroll files the export offers (docs/payroll-export.md): the spec's text file and the files
 * ADP, Paychex and QuickBooks import as they are. A key is stable: closed pay periods keep their file
 * per key, and the Export dialog sends it as `format`.
 */
export const PAYROLL_FORMATS = ['txt', 'adp', 'paychex', 'quickbooks'] as const;
export type PayrollFormat = (typeof PAYROLL_FORMATS)[number];

export const PAYROLL_FORMAT_LABELS: Record<PayrollFormat, string> = {
  txt: 'Payroll text file (.txt)',
  adp: 'ADP Workforce Now paydata (EPI .csv)',
  paychex: 'Paychex Flex payroll import (SPI .csv)',
  quickbooks: 'QuickBooks time activities (.iif)',
};

/**
 * The columns of the spec's text file (docs/payroll-export.md): a file with double time has
 * DOUBLE_TIME_HOURS after them, and one with a meal premium MEAL_PREMIUM_HOURS last, so the spec's
 * seven keep their places. The control totals of a closed week are read back from the file by them.
 */
export const PAYROLL_TEXT_COLUMNS = [
  'EMPLOYEE_CODE',
  'EMPLOYEE_NAME',
  'JOB_CODE',
  'WORK_DATE',
  'REGULAR_HOURS',
  'OVERTIME_HOURS',
  'TOTAL_HOURS',
] as const;
export const PAYROLL_TEXT_DOUBLE_TIME = 'DOUBLE_TIME_HOURS';
/** The text file's column of the meal premium, last, in a file that has one. */
export const PAYROLL_TEXT_MEAL_PREMIUM = 'MEAL_PREMIUM_HOURS';

/** What each file is called where the clerk reads about it: the toast after its export. */
const PAYROLL_FORMAT_NAMES: Record<PayrollFormat, string> = {
  txt: 'Time Sheet Export',
  adp: 'ADP Workforce Now paydata',
  paychex: 'Paychex Flex payroll import',
  quickbooks: 'QuickBooks time activities',
};

export const PAYROLL_MSG = {
  /** The export's toast: the spec's for the text file, each other file by its own name. */
  exported: (date: string, format: PayrollFormat) =>
    `${date} ${PAYROLL_FORMAT_NAMES[format]} generated successfully.`,
  format: `Please choose one of the payroll formats: ${PAYROLL_FORMATS.join(', ')}.`,
  adpCompanyCodeMissing: 'Set the ADP company code in Settings (Payroll Files) to export an ADP file.',
  adpFileNumbersMissing: (employees: readonly string[]) =>
    `${employees.length} employee${employees.length === 1 ? ' has' : 's have'} no ADP file number: ${employees.join(', ')}. Add it on the Employees screen.`,
  paychexClientIdMissing: 'Set the Paychex client ID in Settings (Payroll Files) to export a Paychex file.',
  quickbooksCompanyCreateTimeMissing:
    'Set the QuickBooks company create time in Settings (Payroll Files) to export a QuickBooks file.',
  paychexJobNumbersInvalid: (jobCodes: readonly string[]) =>
    `${jobCodes.length === 1 ? 'A job code has' : `${jobCodes.length} job codes have`} no Paychex job number (1 to 25 letters and digits): ${jobCodes.join(', ')}. Give the job a code with letters or digits to export a Paychex file.`,
  paychexJobNumbersClash: (clashes: readonly string[]) =>
    `Job codes that differ only in characters other than letters and digits would be the same Paychex job number: ${clashes.join('; ')}. Give the jobs codes that differ in their letters or digits to export a Paychex file.`,
  adpCompanyCode: 'Please enter the 3-character ADP company code (letters and digits, e.g. K7Q).',
  paychexClientId: 'Please enter the Paychex client ID (up to 8 letters and digits).',
  quickbooksCompanyName: 'Please enter the company name as QuickBooks shows it (up to 100 characters).',
  quickbooksCompanyCreateTime:
    'Please enter the QuickBooks company create time: the number at the end of the TIMERHDR line of a Timer lists export (digits only).',
  adpFileNumber: 'Please enter an ADP file number of 1 to 6 digits.',
  adpFileNumberTaken: (employee: string) => `This ADP file number is already ${employee}'s.`,
  adpFileNumberSaved: 'ADP file number saved.',
} as const;

const payrollFormat = z.enum(PAYROLL_FORMATS, { error: PAYROLL_MSG.format });

/** `format` of the export call: the spec's text file when left out. */
export const payrollFormatQuery = payrollFormat.optional().default('txt');

/** Text that may be left empty: '' and null clear it, absent keeps the stored value. */
const clearable = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || pattern.test(v), message)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const adpCompanyCode = clearable(/^[A-Z0-9]{3}$/, PAYROLL_MSG.adpCompanyCode);
export const paychexClientId = clearable(/^[A-Z0-9]{1,8}$/, PAYROLL_MSG.paychexClientId);
/**
 * The number QuickBooks gives a company file, which the Timer header of the QuickBooks file carries as
 * COMPANYCREATETIME (Intuit's IIF reference: it identifies the company file; the number at the end of
 * the TIMERHDR line of a Timer lists export).
 */
export const quickbooksCompanyCreateTime = clearable(/^\d{1,20}$/, PAYROLL_MSG.quickbooksCompanyCreateTime);
/** The company's name as QuickBooks' Company Information window shows it (the Timer header's COMPANYNAME). */
export const quickbooksCompanyName = z
  .string({ error: PAYROLL_MSG.quickbooksCompanyName })
  .trim()
  .refine((v) => v.length <= 100 && !/[\t\r\n]/.test(v), PAYROLL_MSG.quickbooksCompanyName)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** ADP keeps file numbers as six digits: '1234' and '001234' are the same employee. */
export const adpFileNumber = z
  .string({ error: PAYROLL_MSG.adpFileNumber })
  .trim()
  .refine((v) => v === '' || /^\d{1,6}$/.test(v), PAYROLL_MSG.adpFileNumber)
  .nullable()
  .transform((v) => (v === '' || v === null ? null : v.padStart(6, '0')));

/** PUT /api/v1/employee-payroll-ids/{id}: the employee's ADP file number, null or '' to clear it. */
export const employeePayrollIdsRequest = z.object({ adp_file_number: adpFileNumber });

/**
 * Control totals of an exported file, in hours: what the payroll clerk compares with the payroll
 * system's batch totals after the import. Sent beside the file, never inside it (the spec's text
 * file has one header line and data lines, and its importer reads every line after the header).
 */
const payrollTotals = z.object({
  employees: z.number(),
  /** The file's own lines below its header (an ADP batch has one per employee). */
  lines: z.number(),
  regular_hours: z.number(),
  overtime_hours: z.number(),
  /**
   * Only in the totals of a file with double time (a file without any is as it was before overtime
   * policies): regular + overtime + double time = total.
   */
  double_time_hours: z.number().optional(),
  /** The hours worked (regular + overtime + double time): never the meal premium, paid but not worked. */
  total_hours: z.number(),
  /**
   * Only in the totals of a file with a meal premium (Labor Code 226.7): one hour per employee and work
   * day it is owed, beside the hours worked, not in total_hours.
   */
  meal_premium_hours: z.number().optional(),
});
export type PayrollTotals = z.infer<typeof payrollTotals>;

export const payrollFileData = z.object({
  /** The file's text (UTF-8). */
  data: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  format: payrollFormat,
  /** Rows of the file below its header. */
  lines: z.number(),
  totals: payrollTotals,
});
export type PayrollFileData = z.infer<typeof payrollFileData>;
