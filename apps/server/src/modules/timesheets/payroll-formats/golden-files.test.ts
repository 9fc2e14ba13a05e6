import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  PAYROLL_TEXT_COLUMNS,
  PAYROLL_TEXT_DOUBLE_TIME,
  PAYROLL_TEXT_MEAL_PREMIUM,
} from '@portal/contracts/payroll-formats';
import { minuteHundredths } from '@portal/domain';
import { paychexJobNumber } from './paychex-spi.ts';

/*
 * Every golden payroll file read back as its importer reads it (issue 41): the spec's text file and the
 * Paychex and ADP files with a real CSV parser (csv-parse), the QuickBooks file as the tab-separated
 * IIF it is, each row by the columns its '!' header row names. Each file's columns are checked, and its
 * hours against the text file of the same week: regular + overtime + double time = total on every line
 * and every employee-week. A set is a folder of one week's four files (the federal week, the
 * California week).
 */
const GOLDEN = path.join(import.meta.dirname, 'golden');
const SETS = [
  { name: 'federal', dir: GOLDEN },
  { name: 'California', dir: path.join(GOLDEN, 'california') },
] as const;

type Row = Record<string, string>;

/** Hundredths of an hour from the files' '8.00' (or '' for none). */
const hundredths = (hours: string | undefined) => Math.round(Number(hours || 0) * 100);
/** Minutes of QuickBooks' '8:04'. */
const minutes = (duration: string) => {
  const [h, m] = duration.split(':').map(Number);
  return h! * 60 + m!;
};

interface Hours {
  regular: number;
  overtime: number;
  double_time: number;
  total: number;
  meal_premium: number;
}
const none = (): Hours => ({ regular: 0, overtime: 0, double_time: 0, total: 0, meal_premium: 0 });
function add(into: Map<string, Hours>, key: string, hours: Partial<Hours>) {
  const sum = into.get(key) ?? none();
  for (const [k, v] of Object.entries(hours)) sum[k as keyof Hours] += v;
  into.set(key, sum);
}

/** The files of a set, each found by its name. */
function filesOf(dir: string) {
  const names = fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isFile());
  const one = (test: RegExp) => {
    const found = names.filter((n) => test.test(n));
    expect(found, String(test)).toHaveLength(1);
    return { name: found[0]!, text: fs.readFileSync(path.join(dir, found[0]!), 'utf8') };
  };
  return {
    txt: one(/\.txt$/),
    adp: one(/^EPI.*\.csv$/),
    paychex: one(/^paychex-spi\.csv$/),
    quickbooks: one(/\.iif$/),
  };
}

/** An IIF file: each keyword's rows by the names of its '!' header row. */
function readIif(text: string): { headers: Record<string, string[]>; rows: Record<string, Row[]> } {
  const headers: Record<string, string[]> = {};
  const rows: Record<string, Row[]> = {};
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.slice(0, -2).split('\r\n')) {
    const [keyword, ...cells] = line.split('\t');
    if (keyword!.startsWith('!')) {
      headers[keyword!.slice(1)] = cells;
      continue;
    }
    const names = headers[keyword!];
    if (!names) throw new Error(`IIF row ${keyword} before its ! header`);
    expect(cells, line).toHaveLength(names.length);
    (rows[keyword!] ??= []).push(Object.fromEntries(names.map((n, i) => [n, cells[i]!])));
  }
  return { headers, rows };
}

const PAYCHEX_COLUMNS = [
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
];
const PAYCHEX_EARNINGS: Record<string, keyof Hours> = {
  Hourly: 'regular',
  Overtime: 'overtime',
  'Double Time': 'double_time',
  'Meal Premium': 'meal_premium',
};
const QUICKBOOKS_EARNINGS: Record<string, keyof Hours> = {
  'Regular Pay': 'regular',
  'Overtime Pay': 'overtime',
  'Double-time Pay': 'double_time',
  'Meal Premium': 'meal_premium',
};

/** 'YYYY-MM-DD' from 'MM/DD/YYYY' or 'MM/DD/YY'. */
function isoDate(us: string): string {
  const [m, d, y] = us.split('/');
  return `${y!.length === 2 ? `20${y}` : y}-${m}-${d}`;
}

describe.each(SETS)('the $name golden payroll files, read back', ({ dir }) => {
  const files = filesOf(dir);

  /** The text file: its lines by employee, and each employee's week, the hours every file must have. */
  function textFile() {
    const [header, ...lines] = files.txt.text
      .slice(0, -2)
      .split('\r\n')
      .map((l) => l.split('\t'));
    const rows = lines.map((cells) => Object.fromEntries(header!.map((n, i) => [n, cells[i]!])));
    const line = (r: Row): Hours => ({
      regular: hundredths(r.REGULAR_HOURS),
      overtime: hundredths(r.OVERTIME_HOURS),
      double_time: hundredths(r[PAYROLL_TEXT_DOUBLE_TIME]),
      total: hundredths(r.TOTAL_HOURS),
      meal_premium: hundredths(r[PAYROLL_TEXT_MEAL_PREMIUM]),
    });
    const weeks = new Map<string, Hours>();
    const days = new Map<string, Hours>();
    for (const r of rows) {
      add(weeks, r.EMPLOYEE_CODE!, line(r));
      add(days, `${r.EMPLOYEE_CODE}|${r.WORK_DATE}|${r.JOB_CODE}`, line(r));
    }
    return { header: header!, lines, rows, line, weeks, days };
  }

  it('has the text file’s columns, and regular + overtime + double time = total on every line and employee-week', () => {
    const { header, lines, rows, line, weeks } = textFile();
    expect(header.slice(0, 7)).toEqual([...PAYROLL_TEXT_COLUMNS]);
    const extra = header.slice(7);
    expect([
      [],
      [PAYROLL_TEXT_DOUBLE_TIME],
      [PAYROLL_TEXT_MEAL_PREMIUM],
      [PAYROLL_TEXT_DOUBLE_TIME, PAYROLL_TEXT_MEAL_PREMIUM],
    ]).toContainEqual(extra);
    for (const cells of lines) expect(cells).toHaveLength(header.length);
    for (const r of rows) {
      const h = line(r);
      expect(h.regular + h.overtime + h.double_time, JSON.stringify(r)).toBe(h.total);
      for (const hours of Object.values(h)) expect(hours).toBeGreaterThanOrEqual(0);
      // A premium line pays the premium hour and nothing worked.
      if (h.meal_premium) expect([h.total, h.meal_premium]).toEqual([0, 100]);
    }
    for (const [emp, w] of weeks) expect(w.regular + w.overtime + w.double_time, emp).toBe(w.total);
  });

  it('has the ADP paydata columns and name, and each employee’s week of the text file', () => {
    const { weeks } = textFile();
    const [header] = parse(files.adp.text, { to_line: 1 }) as string[][];
    const rows = parse(files.adp.text, { columns: true }) as Row[];
    const base = ['Co Code', 'Batch ID', 'File #', 'Reg Hours', 'O/T Hours'];
    expect([base, [...base, 'Hours 3 Code', 'Hours 3 Amount']]).toContainEqual(header);
    const [, company, batch] = /^EPI([A-Z0-9]{3})([0-9A-Z]{2})\.csv$/.exec(files.adp.name)!;
    // ADP adds up the rows of a file number; its employees come in the text file's order.
    const byFile = new Map<string, Hours>();
    for (const r of rows) {
      expect([r['Co Code'], r['Batch ID']]).toEqual([company, batch]);
      expect(r['File #']).toMatch(/^\d{6}$/);
      const code = r['Hours 3 Code'] ?? '';
      expect(['', 'D', 'M']).toContain(code);
      const third = hundredths(r['Hours 3 Amount']);
      const h = {
        regular: hundredths(r['Reg Hours']),
        overtime: hundredths(r['O/T Hours']),
        double_time: code === 'D' ? third : 0,
        meal_premium: code === 'M' ? third : 0,
      };
      add(byFile, r['File #']!, { ...h, total: h.regular + h.overtime + h.double_time });
    }
    expect([...byFile.values()]).toEqual([...weeks.values()]);
  });

  it('has the Paychex SPI columns, job numbers Paychex allows, and each line and week of the text file', () => {
    const { weeks, days } = textFile();
    const [header] = parse(files.paychex.text, { to_line: 1 }) as string[][];
    expect(header).toEqual(PAYCHEX_COLUMNS);
    const rows = parse(files.paychex.text, { columns: true }) as Row[];
    const jobs = new Map([...days.keys()].map((k) => k.split('|')[2]!).map((j) => [paychexJobNumber(j), j]));
    const byWeek = new Map<string, Hours>();
    const byDay = new Map<string, Hours>();
    for (const r of rows) {
      expect(r['Job Number']).toMatch(/^[A-Za-z0-9]{1,25}$/);
      const earning = PAYCHEX_EARNINGS[r['Pay Component']!]!;
      expect(earning, r['Pay Component']).toBeDefined();
      const hours = hundredths(r.Hours);
      const h = { [earning]: hours, total: earning === 'meal_premium' ? 0 : hours };
      add(byWeek, r['Worker ID']!, h);
      const job = jobs.get(r['Job Number']!)!;
      add(byDay, `${r['Worker ID']}|${isoDate(r['Line Date']!)}|${job}`, h);
    }
    expect(byWeek).toEqual(weeks);
    expect(byDay).toEqual(days);
  });

  it('has the QuickBooks Timer header and activity columns, and each employee’s week of the text file', () => {
    const { weeks } = textFile();
    const iif = readIif(files.quickbooks.text);
    expect(iif.headers).toEqual({
      TIMERHDR: ['VER', 'REL', 'COMPANYNAME', 'IMPORTEDBEFORE', 'FROMTIMER', 'COMPANYCREATETIME'],
      TIMEACT: [
        'DATE',
        'JOB',
        'EMP',
        'ITEM',
        'PITEM',
        'DURATION',
        'PROJ',
        'NOTE',
        'XFERTOPAYROLL',
        'BILLINGSTATUS',
      ],
    });
    expect(iif.rows.TIMERHDR).toHaveLength(1);
    expect(iif.rows.TIMERHDR![0]).toMatchObject({ FROMTIMER: 'Y', IMPORTEDBEFORE: 'N' });
    expect(iif.rows.TIMERHDR![0]!.COMPANYCREATETIME).toMatch(/^\d+$/);
    const byWeek = new Map<string, Hours>();
    for (const r of iif.rows.TIMEACT!) {
      expect([r.ITEM, r.PITEM, r.PROJ, r.XFERTOPAYROLL, r.BILLINGSTATUS]).toEqual(['', '', '', 'Y', '0']);
      expect(r.DATE).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
      expect(r.DURATION).toMatch(/^\d{1,2}:[0-5]\d$/);
      expect(minutes(r.DURATION!)).toBeLessThanOrEqual(23 * 60 + 59);
      const [emp] = r.NOTE!.split(' ');
      const item = Object.keys(QUICKBOOKS_EARNINGS).find((name) => r.NOTE!.endsWith(` ${name}`))!;
      expect(item, r.NOTE).toBeDefined();
      const earning = QUICKBOOKS_EARNINGS[item]!;
      const m = minutes(r.DURATION!);
      add(byWeek, emp!, { [earning]: m, total: earning === 'meal_premium' ? 0 : m });
    }
    // Whole minutes: rounded once per week, the total and the overtime with double time are the text
    // file's; its regular hours are what the total has beside them.
    expect([...byWeek.keys()]).toEqual([...weeks.keys()]);
    for (const [emp, m] of byWeek) {
      const w = weeks.get(emp)!;
      expect(m.regular + m.overtime + m.double_time, emp).toBe(m.total);
      expect(minuteHundredths(m.total), emp).toBe(w.total);
      expect(minuteHundredths(m.overtime + m.double_time), emp).toBe(w.overtime + w.double_time);
      expect(m.meal_premium, emp).toBe((w.meal_premium / 100) * 60);
    }
  });
});
