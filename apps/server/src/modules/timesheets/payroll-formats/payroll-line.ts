/**
 * One line of a payroll export: an employee's approved hours at one job on one work day, computed once
 * (payroll-export.ts) and written by every format. Hundredths are the grid's (each employee-week
 * rounded once); minutes are the exact split they were rounded from.
 */
export interface PayrollLine {
  employee_id: number;
  emp_code: string;
  first_name: string;
  last_name: string;
  adp_file_number: string | null;
  job_code: string;
  job_name: string;
  /** The job's QuickBooks customer (Jobs screen); null: none. */
  job_customer: string | null;
  /** YYYY-MM-DD, the clock-in's local date. */
  work_date: string;
  regular: number;
  overtime: number;
  /** Double time (2x): only a site whose overtime policy pays it has any. */
  double_time: number;
  /**
   * The meal premium (Labor Code 226.7): paid, not worked. Only a premium line, one per employee and
   * work day the clerk marked it owed, has it (100 hundredths, 60 minutes) and nothing else.
   */
  meal_premium: number;
  regular_minutes: number;
  overtime_minutes: number;
  double_time_minutes: number;
  meal_premium_minutes: number;
}

/** The parts worked time splits into, in the order the files list them. */
export const WORKED_EARNINGS = ['regular', 'overtime', 'double_time'] as const;
/** Every earning of a file, in the order the files list them: the worked time, then the meal premium. */
export const EARNINGS = [...WORKED_EARNINGS, 'meal_premium'] as const;
export type Earning = (typeof EARNINGS)[number];

/** The field of a line that holds an earning's exact minutes. */
export const EARNING_MINUTES = {
  regular: 'regular_minutes',
  overtime: 'overtime_minutes',
  double_time: 'double_time_minutes',
  meal_premium: 'meal_premium_minutes',
} as const satisfies Record<Earning, keyof PayrollLine>;

/** Hundredths of each earning. */
export type EarningHundredths = Record<Earning, number>;

export const noEarnings = (): EarningHundredths => ({
  regular: 0,
  overtime: 0,
  double_time: 0,
  meal_premium: 0,
});

/** Adds the hundredths of each earning of `from` to `into`. */
export function addEarnings(into: EarningHundredths, from: EarningHundredths): void {
  for (const earning of EARNINGS) into[earning] += from[earning];
}

/**
 * The hours worked (the entries' paid hours, breaks deducted), in hundredths: regular + overtime +
 * double time, on every line and every sum of lines. The meal premium is paid but not worked: never in it.
 */
export const paidOf = (h: EarningHundredths) => h.regular + h.overtime + h.double_time;

/**
 * Whether the file has double time, and so its double-time column or lines: a file without any is
 * byte for byte the file written before overtime policies.
 */
export const hasDoubleTime = (lines: readonly PayrollLine[]) =>
  lines.some((l) => l.double_time !== 0 || l.double_time_minutes !== 0);

/**
 * Whether the file has a meal premium, and so its premium column or lines: a file without any is byte
 * for byte the file written before meal premiums.
 */
export const hasMealPremium = (lines: readonly PayrollLine[]) => lines.some((l) => l.meal_premium !== 0);

/** What a file says besides its lines: the range and the payroll systems' ids of the company. */
interface PayrollFileContext {
  start_date: string;
  end_date: string;
  company_name: string;
  adp_company_code: string | null;
  paychex_client_id: string | null;
  /** The company's name in QuickBooks; null: company_name. */
  quickbooks_company_name: string | null;
  quickbooks_company_create_time: string | null;
}

interface PayrollFile {
  data: string;
  file_name: string;
  content_type: string;
  /** Rows below the header. */
  rows: number;
}

/** Turns the lines into one format's file; throws a ValidationError (422) when the file cannot be made. */
export interface PayrollWriter {
  write(lines: readonly PayrollLine[], context: PayrollFileContext): PayrollFile;
}

/** Tabs and line breaks inside a value would start a new field or row in every format here. */
export const oneLine = (value: string) => value.replace(/[\t\r\n]+/g, ' ');

/** 'YYYY-MM-DD' as 'MM/DD/YYYY' (or 'MM/DD/YY' with `shortYear`). */
export function usDate(date: string, shortYear = false): string {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${shortYear ? y!.slice(2) : y}`;
}
