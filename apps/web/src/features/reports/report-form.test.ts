import { describe, expect, it } from 'vitest';
import {
  canGenerate,
  dateMode,
  reportByOptions,
  reportCall,
  shownRange,
  type ReportRequest,
} from './report-form.ts';

const week = { start: '2026-11-18', end: '2026-11-20' };

describe('the Reports form', () => {
  it.each([
    ['employees', undefined, false],
    ['employees', 'by_id', true],
    ['timesheets', undefined, false],
    ['timesheets', 'by_job', true],
    ['subcontractor', undefined, true],
  ] as const)('enables Generate for %s by %s: %s', (type, by, enabled) => {
    expect(canGenerate(type, by)).toBe(enabled);
  });

  it.each([
    ['jobs', 'by_id', 'none'],
    ['timesheets', 'by_employee', 'range'],
    ['timesheets', 'by_time_sheet_weekly_entry', 'week'],
    ['subcontractor', 'by_employee_totals_2Q', 'quarter'],
    ['subcontractor', undefined, 'range'],
  ] as const)('asks %s by %s for dates: %s', (type, by, mode) => {
    expect(dateMode(type, by)).toBe(mode);
  });

  it('offers sub-contractor reports without overtime, absence and meal periods', () => {
    const values = reportByOptions('subcontractor').map((o) => o.value);
    expect(values).not.toContain('by_over_time_by_employee');
    expect(values).not.toContain('by_employee_absent');
    expect(values).not.toContain('by_meal_periods');
    expect(reportByOptions('timesheets')).toContainEqual({ value: 'by_meal_periods', label: 'Meal Periods' });
    expect(values).toContain('by_job_per_employee');
    expect(reportByOptions('jobs').map((o) => o.label)).toEqual(['By ID', 'By Name']);
  });

  it('shows the week of the picked day and the quarter of the current year', () => {
    expect(shownRange('week', 'by_time_sheet_weekly_entry', week, '2026-11-23')).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
    expect(shownRange('quarter', 'by_employee_totals_4Q', week, '2026-11-23')).toEqual({
      start: '2026-10-01',
      end: '2026-12-31',
    });
    expect(shownRange('quarter', 'by_employee_totals_1Q', week, '2026-11-23').end).toBe('2026-03-31');
    expect(shownRange('range', 'by_job', week, '2026-11-23')).toBe(week);
  });

  it('sends each call only its parameters', () => {
    const base: ReportRequest = {
      type: 'employees',
      by: 'by_site',
      range: week,
      siteId: 3,
      jobCode: 'J-1',
      subCompanyId: 4,
      format: 2,
    };
    expect(reportCall(base)).toEqual({
      path: '/api/v1/employee-report',
      query: { download_type: 2, filter_by: 'by_site' },
    });
    expect(reportCall({ ...base, type: 'timesheets', by: 'by_job' }).query).toEqual({
      download_type: 2,
      filter_by: 'by_job',
      start_date: '2026-11-18',
      end_date: '2026-11-20',
      location: 3,
    });
    expect(reportCall({ ...base, type: 'subcontractor', by: undefined, jobCode: null }).query).toEqual({
      download_type: 2,
      start_date: '2026-11-18',
      end_date: '2026-11-20',
      job_code: 'all',
      sub_comp_id: 4,
    });
  });
});
