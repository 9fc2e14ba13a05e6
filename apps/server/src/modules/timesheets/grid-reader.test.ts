import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { bumpDataRevision } from '../../platform/data-revision.ts';
import { createEmployee, createJob, shift } from '../../../test/timekeeping.ts';
import type { TimeSheetListQuery } from '@portal/contracts/timesheets';
import { closeGridReader, gridReader } from './grid-reader.ts';
import { gridPartRows } from './grid-rows.ts';
import { gridCuts, type GridPart } from './queries.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');
const LIST = '/api/v1/time-sheet-list?start_date=2026-11-16&end_date=2026-11-22&time_sheet_by=1';
const WEEK = {
  start_date: '2026-11-16',
  end_date: '2026-11-22',
  time_sheet_by: 1,
  location: null,
} as TimeSheetListQuery;

/*
 * The employee grid is read in two parts, half of the employees each, one by the grid reader thread: the
 * answer is the same whether the thread reads its part or, before it is up or after it stopped, the
 * request's thread does.
 */
describe.each(ENGINES)('the employee grid read in two parts on %s', (engine) => {
  let t: TestApp;
  let payroll: string;
  let companyId: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    const company = await createCompany(t.db);
    companyId = company.id;
    const admin = await signIn(t.app, company.users.admin.email);
    payroll = await signIn(t.app, company.users.payroll.email);
    const job = await createJob(t.db, company.id, { code: 'J-P', name: 'Parts' });
    // Two in each part (E9 and E10 have the lower ids), so that the answer's order is made across them.
    for (const code of ['E9', 'E10', 'E2', 'E1']) {
      const employee = await createEmployee(t.db, company.id, { code });
      for (const day of ['16', '17', '18', '19', '20'])
        await shift(
          t.app,
          admin,
          employee,
          job,
          `2026-11-${day}T06:30:00-05:00`,
          `2026-11-${day}T16:00:00-05:00`,
        );
    }
  });
  afterAll(() => t.close());

  const list = () => t.app.inject({ method: 'GET', url: LIST, headers: bearer(payroll) });

  it('answers the same from the thread as from the request thread alone, in code order', async () => {
    await gridReader(t.app.ctx)!.ready();
    const fromThread = await list();
    const rows = fromThread.json().data as { code: string; total: number; over_time: number }[];
    expect(rows.map((r) => r.code)).toEqual(['E1', 'E2', 'E9', 'E10']);
    expect(rows.every((r) => r.total === 45 && r.over_time === 5)).toBe(true);

    // The thread stops; the next read works both parts out here, and its answer is the same.
    await closeGridReader(t.app.ctx);
    await bumpDataRevision(t.db, companyId);
    const here = await list();
    expect(here.body).toBe(fromThread.body);
    expect(here.headers.etag).toBe(fromThread.headers.etag);
  });

  it('answers a read the thread had not answered when it stopped, from the request thread', async () => {
    const reader = gridReader(t.app.ctx)!;
    await reader.ready();
    const part = { index: 1, cuts: await gridCuts(t.db, companyId, 2) };
    const inFlight = reader.read(companyId, WEEK, part, null);
    await reader.close();
    const rows = (await inFlight).rows!;
    expect(rows.map((r) => r.code).sort()).toEqual(
      (await gridPartRows(t.db, companyId, WEEK, part, null)).rows!.map((r) => r.code).sort(),
    );
    expect(rows).toHaveLength(2);
    await closeGridReader(t.app.ctx);
  });

  it('holds every employee in exactly one part, wherever the parts are cut', async () => {
    const codes = async (part: GridPart) =>
      (await gridPartRows(t.db, companyId, WEEK, part, null)).rows!.map((r) => r.code);
    const whole = await codes({ index: 0, cuts: [] });
    expect(whole.sort()).toEqual(['E1', 'E10', 'E2', 'E9']);
    const [middle] = await gridCuts(t.db, companyId, 2);
    expect((await codes({ index: 0, cuts: [middle!] })).sort()).toEqual(['E10', 'E9']);
    for (const cut of [0, middle! - 1, middle!, middle! + 1, 2 ** 31 - 1]) {
      const parts = [
        ...(await codes({ index: 0, cuts: [cut] })),
        ...(await codes({ index: 1, cuts: [cut] })),
      ];
      expect(parts.sort()).toEqual(whole);
    }
  });
});
