import { describe, expect, it } from 'vitest';
import { controlTotals } from './control-totals.ts';

const HEADER =
  'EMPLOYEE_CODE\tEMPLOYEE_NAME\tJOB_CODE\tWORK_DATE\tREGULAR_HOURS\tOVERTIME_HOURS\tTOTAL_HOURS';
const file = (...lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';

describe('control totals of a payroll file', () => {
  it.each([
    {
      name: 'a header-only file',
      lines: [],
      totals: { employees: 0, lines: 0, regular_hundredths: 0, overtime_hundredths: 0, total_hundredths: 0 },
    },
    {
      name: 'two employees, three lines',
      lines: [
        'E1\tAna Lopez\tJ-1\t2026-11-16\t8.00\t0.00\t8.00',
        'E1\tAna Lopez\tJ-2\t2026-11-20\t4.00\t5.00\t9.00',
        'E2\tBo Chan\tJ-1\t2026-11-16\t0.33\t0.00\t0.33',
      ],
      totals: {
        employees: 2,
        lines: 3,
        regular_hundredths: 1233,
        overtime_hundredths: 500,
        total_hundredths: 1733,
      },
    },
    {
      // 0.1 + 0.2 in floating point is 0.30000000000000004: the sums are whole hundredths.
      name: 'hundredths summed exactly',
      lines: ['E1\tA\tJ\t2026-11-16\t0.10\t0.00\t0.10', 'E1\tA\tJ\t2026-11-17\t0.20\t0.00\t0.20'],
      totals: {
        employees: 1,
        lines: 2,
        regular_hundredths: 30,
        overtime_hundredths: 0,
        total_hundredths: 30,
      },
    },
  ])('reads $name', ({ lines, totals }) => {
    expect(controlTotals(file(...lines))).toEqual(totals);
  });

  it('reads the double-time column of a file that has one, its last', () => {
    const lines = [
      `${HEADER}\tDOUBLE_TIME_HOURS`,
      'E1\tAna Lopez\tJ-1\t2026-11-16\t8.00\t4.00\t14.00\t2.00',
      'E2\tBo Chan\tJ-1\t2026-11-16\t8.00\t0.00\t8.00\t0.00',
    ];
    expect(controlTotals(lines.join('\r\n') + '\r\n')).toEqual({
      employees: 2,
      lines: 2,
      regular_hundredths: 1600,
      overtime_hundredths: 400,
      double_time_hundredths: 200,
      total_hundredths: 2200,
    });
    expect(() =>
      controlTotals(`${HEADER}\tDOUBLE_TIME_HOURS\r\nE1\tA\tJ\t2026-11-16\t8.00\t0.00\t8.00\r\n`),
    ).toThrow(RangeError);
  });

  it.each([
    { name: 'without double time', extra: '', cells: '' },
    { name: 'after the double-time column', extra: '\tDOUBLE_TIME_HOURS', cells: '\t0.00' },
  ])(
    'counts the meal premium lines of a file with its column ($name), not their hour',
    ({ extra, cells }) => {
      const lines = [
        `${HEADER}${extra}\tMEAL_PREMIUM_HOURS`,
        `E1\tAna Lopez\tJ-1\t2026-11-16\t8.00\t2.00\t10.00${cells}\t0.00`,
        `E1\tAna Lopez\tJ-1\t2026-11-16\t0.00\t0.00\t0.00${cells}\t1.00`,
        `E2\tBo Chan\tJ-1\t2026-11-16\t4.00\t0.00\t4.00${cells}\t0.00`,
      ];
      expect(controlTotals(lines.join('\r\n') + '\r\n')).toEqual({
        employees: 2,
        lines: 3,
        regular_hundredths: 1200,
        overtime_hundredths: 200,
        ...(extra ? { double_time_hundredths: 0 } : {}),
        total_hundredths: 1400,
      });
    },
  );

  it('refuses a premium column out of its place, or a premium that is not hours', () => {
    expect(() => controlTotals(`${HEADER}\tMEAL_PREMIUM_HOURS\tDOUBLE_TIME_HOURS\r\n`)).toThrow(RangeError);
    expect(() =>
      controlTotals(`${HEADER}\tMEAL_PREMIUM_HOURS\r\nE1\tA\tJ\t2026-11-16\t0.00\t0.00\t0.00\t1\r\n`),
    ).toThrow(RangeError);
  });

  it('refuses a line that is not the payroll layout', () => {
    expect(() => controlTotals(file('E1\tA\tJ\t2026-11-16\t8'))).toThrow(RangeError);
    expect(() => controlTotals(file('E1\tA\tJ\t2026-11-16\t8.0\t0.00\t8.00'))).toThrow(RangeError);
  });
});
