import { describe, expect, it } from 'vitest';
import { changePasswordRequest, loginRequest, profileUpdateRequest } from './auth.ts';
import { MSG } from './messages.ts';
import { totalsSum } from './pay-periods.ts';
import { canWrite, hasPermission } from './permissions.ts';
import {
  employeeReportQuery,
  REPORT_MSG,
  subContractorPunchReportQuery,
  timeSheetReportQuery,
} from './reports.ts';
import { authorisedRoutes, ROUTE_DEFINITIONS } from './routes.ts';

/** The first message per field, as the API's error handler reports them. */
const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]).reverse());

describe('authorisedRoutes', () => {
  it('gives every user the routes that need no module, and the others only with their module', () => {
    const none = authorisedRoutes([]).map((r) => r.path);
    const all = authorisedRoutes(ROUTE_DEFINITIONS.flatMap((r) => (r.module ? [r.module] : []))).map(
      (r) => r.path,
    );
    expect(none).toEqual(['/employees', '/profile']);
    expect(all).toEqual(ROUTE_DEFINITIONS.filter((r) => r.available).map((r) => r.path));
    expect(all.length).toBeGreaterThan(none.length);
    for (const r of authorisedRoutes(['Settings']))
      expect(r.module === null || r.module === 'Settings').toBe(true);
  });

  it('describes each route with path, title, breadcrumb, icon, menu flag and module', () => {
    for (const r of authorisedRoutes(['Time_Sheets'])) {
      expect(Object.keys(r).sort()).toEqual(['breadcrumb', 'icon', 'module', 'path', 'showInMenu', 'title']);
    }
  });
});

describe('permissions', () => {
  const p = { Time_Sheets: ['tim_sht_read'], Settings: ['settings_read', 'settings_read_write'] };
  it.each([
    ['Time_Sheets', false],
    ['Settings', true],
    ['Job', false],
  ] as const)('canWrite %s -> %s', (module, expected) => expect(canWrite(p, module)).toBe(expected));
  it('checks a named permission', () => expect(hasPermission(p, 'Time_Sheets', 'tim_sht_read')).toBe(true));
});

describe('auth schemas', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: MSG.login.emailRequired, password: MSG.login.passwordRequired },
    ],
    [{ email: 'a@b', password: 'x' }, { email: MSG.login.emailInvalid }],
    [{ email: ' a@b.com ', password: 'x' }, {}],
  ])('login %j', (input, errors) => expect(errorsOf(loginRequest.safeParse(input))).toEqual(errors));

  it.each([
    [
      { id: 1, old_password: '', new_password: '', repeat_password: '' },
      {
        old_password: MSG.changePassword.oldRequired,
        new_password: MSG.changePassword.newRequired,
        repeat_password: MSG.changePassword.confirmRequired,
      },
    ],
    [
      { id: 1, old_password: 'a', new_password: 'abcdefgh', repeat_password: 'abcdefgi' },
      { repeat_password: MSG.changePassword.mismatch },
    ],
  ])('change password %j', (input, errors) =>
    expect(errorsOf(changePasswordRequest.safeParse(input))).toEqual(errors),
  );

  it.each([
    ['2015550100', true],
    ['+12015550100', true],
    ['201555010', false],
    ['(201) 555-0100', false],
  ])('phone %s valid: %s', (phone, valid) =>
    expect(profileUpdateRequest.safeParse({ phone_number: phone }).success).toBe(valid),
  );
});

describe('totalsSum', () => {
  it('says the double time of a closed week before its total, only when its file has some', () => {
    const totals = { employees: 2, lines: 9, regular_hundredths: 7200, overtime_hundredths: 150 };
    expect(totalsSum({ ...totals, total_hundredths: 7350 })).toBe(
      '72.00 regular + 1.50 overtime = 73.50 hours',
    );
    expect(totalsSum({ ...totals, double_time_hundredths: 200, total_hundredths: 7550 })).toBe(
      '72.00 regular + 1.50 overtime + 2.00 double time = 75.50 hours',
    );
  });
});

describe('report queries', () => {
  const range = { start_date: '2026-11-23', end_date: '2026-11-29', download_type: '2' };
  it('read Report by as typed around its spaces, each report alike, and refuse one they do not have', () => {
    expect(employeeReportQuery.parse({ filter_by: ' by_site ', download_type: '2' }).filter_by).toBe(
      'by_site',
    );
    expect(timeSheetReportQuery.parse({ ...range, filter_by: ' by_job ' }).filter_by).toBe('by_job');
    expect(subContractorPunchReportQuery.parse({ ...range, filter_by: ' by_job ' }).filter_by).toBe('by_job');
    for (const blank of [undefined, '', '  '])
      expect(subContractorPunchReportQuery.parse({ ...range, filter_by: blank }).filter_by).toBeUndefined();
    const refused = subContractorPunchReportQuery.safeParse({ ...range, filter_by: 'by_nothing' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(REPORT_MSG.reportByUnknown);
  });
});
