import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeSheetRow } from '@portal/contracts/timesheets';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, punch, shift } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');
const WEEK = 'start_date=2026-11-16&end_date=2026-11-22';

describe.each(ENGINES)('the employee grid narrowed by filters on %s', (engine) => {
  let t: TestApp;
  let payroll: string;
  const ids: Record<'face' | 'plain' | 'approved', number> = { face: 0, plain: 0, approved: 0 };
  const jobs: Record<'face' | 'plain', number> = { face: 0, plain: 0 };

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    const company = await createCompany(t.db);
    payroll = await signIn(t.app, company.users.payroll.email);
    const admin = await signIn(t.app, company.users.admin.email);
    jobs.face = await createJob(t.db, company.id);
    jobs.plain = await createJob(t.db, company.id);
    for (const key of ['face', 'plain', 'approved'] as const)
      ids[key] = await createEmployee(t.db, company.id);
    // A face mismatch on clock-in, a plain shift, and a shift payroll approved.
    const clockIn = await punch(t.app, admin, {
      employee_id: ids.face,
      job_id: jobs.face,
      type: 'in',
      device_time: '2026-11-17T07:00:00-05:00',
      face_match: false,
    });
    expect(clockIn.statusCode).toBe(200);
    await punch(t.app, admin, {
      employee_id: ids.face,
      job_id: jobs.face,
      type: 'out',
      device_time: '2026-11-17T15:30:00-05:00',
    });
    await shift(
      t.app,
      admin,
      ids.plain,
      jobs.plain,
      '2026-11-17T07:00:00-05:00',
      '2026-11-17T15:30:00-05:00',
    );
    const done = await shift(
      t.app,
      admin,
      ids.approved,
      jobs.plain,
      '2026-11-18T07:00:00-05:00',
      '2026-11-18T15:30:00-05:00',
    );
    const { version } = await t.db
      .selectFrom('time_entries')
      .select('version')
      .where('id', '=', done)
      .executeTakeFirstOrThrow();
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/time-entry-approval-update',
      headers: bearer(payroll),
      payload: { time_entries: [{ id: done, version, clock_in_date_time: '2026-11-18 07:00:00 AM' }] },
    });
    expect(approved.statusCode).toBe(202);
  });
  afterAll(() => t.close());

  const rowIds = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/time-sheet-list?${WEEK}&${query}`,
      headers: bearer(payroll),
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as TimeSheetRow[]).map((r) => r.id).sort((a, b) => a - b);
  };
  const sorted = (...values: number[]) => values.sort((a, b) => a - b);

  it.each([
    ['no filter', '', ['face', 'plain', 'approved']],
    ['Face Mismatch', 'faceFlag=true', ['face']],
    ['Any flag', 'any=true', ['face']],
    ['Approved', 'approvedFlag=true', ['approved']],
    ['Unapproved', 'unapprovedFlag=true', ['face', 'plain']],
    ['GPS Mismatch (none has one)', 'gpsFlag=true', []],
    ['No Filter ticked with others', 'noFilter=true&faceFlag=true', ['face', 'plain', 'approved']],
  ] as const)('by employee, %s', async (_name, query, expected) => {
    expect(await rowIds(`time_sheet_by=1&${query}`)).toEqual(sorted(...expected.map((k) => ids[k])));
  });

  it('by job keeps only the jobs with a matching entry', async () => {
    expect(await rowIds('time_sheet_by=2&faceFlag=true')).toEqual([jobs.face]);
    expect(await rowIds('time_sheet_by=2')).toEqual(sorted(jobs.face, jobs.plain));
  });
});
