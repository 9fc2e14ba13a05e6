import { FILTER_KEYS, type FilterKey } from '@portal/contracts/timesheets';
import { addDays, matchesFilters, widgetCounts, type ApprovedStatus, type Filters } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createEmployee,
  createJob,
  createSubcontractorCompany,
  createSubcontractorWorker,
} from '../../../test/timekeeping.ts';
import { RevisionCache } from '../../platform/revision-cache.ts';
import type { Workforce } from '../../db/live-entries.ts';
import { dayCells, detailRows, timeSheetWidgets } from './service.ts';

/*
 * The detail's filters, the grids' `matching` counts and the widget counts run as SQL for speed; the
 * same rules are the domain's matchesFilters and widgetCounts (packages/domain/src/flags.ts). Here both
 * run on the same rows: every approval status with every combination of the corrected mark, the six
 * face, GPS and time flags and a missed meal period, for the employees and for a sub-contractor company, beside entries that
 * neither may count (deleted, another week, the other workforce, another company).
 */

const MONDAY = '2026-11-16';
const SUNDAY = addDays(MONDAY, 6);
const STATUSES: ApprovedStatus[] = ['un-approved', 'approved', 'pre-approved'];
const FLAG_COLUMNS = [
  'is_corrected',
  'face_in_status',
  'face_out_status',
  'gps_in_status',
  'gps_out_status',
  'clock_in_status',
  'clock_out_status',
  'meal_periods_missed',
] as const;
type FlagColumns = Record<(typeof FLAG_COLUMNS)[number], number>;

/**
 * Every combination of the flag columns: bit k of n is FLAG_COLUMNS[k] (meal periods missed: 1 or 2,
 * with the corrected mark's bit).
 */
const combinations: FlagColumns[] = Array.from(
  { length: 2 ** FLAG_COLUMNS.length },
  (_, n) =>
    Object.fromEntries(
      FLAG_COLUMNS.map((column, k) => {
        const bit = (n >> k) & 1;
        return [column, column === 'meal_periods_missed' ? bit * (1 + (n & 1)) : bit];
      }),
    ) as unknown as FlagColumns,
);

const filterKeys = FILTER_KEYS.filter((k) => k !== 'noFilter');
const only = (...keys: FilterKey[]): Filters => Object.fromEntries(keys.map((k) => [k, true]));
/** No filter, each filter alone, every pair (filters that are on must all hold), all of them, and noFilter over others. */
const FILTER_SETS: Filters[] = [
  {},
  ...FILTER_KEYS.map((k) => only(k)),
  ...filterKeys.flatMap((a, i) => filterKeys.slice(i + 1).map((b) => only(a, b))),
  only(...filterKeys),
  only('noFilter', ...filterKeys),
  { faceFlag: false, approvedFlag: true },
];

const describeFilters = (f: Filters) => JSON.stringify(f);

describe.each(ENGINES)('the SQL flag rules against the domain on %s', (engine) => {
  let t: TestApp;
  let companyId: number;
  let jobId: number;
  const entryIds: Record<Workforce, number[]> = { employees: [], subcontractors: [] };

  beforeAll(async () => {
    t = await startTestApp(engine);
    companyId = (await createCompany(t.db)).id;
    jobId = await createJob(t.db, companyId);
    const employeeId = await createEmployee(t.db, companyId);
    const subcontractorId = await createSubcontractorCompany(t.db, companyId);
    const workerId = await createSubcontractorWorker(t.db, companyId, subcontractorId);
    const other = await createCompany(t.db);
    const otherJob = await createJob(t.db, other.id);
    const otherEmployee = await createEmployee(t.db, other.id);

    const at = new Date().toISOString();
    let minute = 0;
    const entry = (
      who: { company: number; employee: number; job: number; subcontractor: number | null },
      day: string,
      status: ApprovedStatus,
      flags: FlagColumns,
      deleted = false,
    ) => {
      // Half-hour entries spread over the day (what they overlap does not matter to the flags).
      const start = new Date(Date.parse(`${day}T05:00:00.000Z`) + 30 * 60_000 * (minute++ % 40));
      const end = new Date(start.getTime() + 30 * 60_000);
      return {
        company_id: who.company,
        employee_id: who.employee,
        job_id: who.job,
        subcontractor_company_id: who.subcontractor,
        source: 'MANUAL' as const,
        work_date: day,
        clock_in_at: start.toISOString(),
        clock_out_at: end.toISOString(),
        org_clock_in_at: start.toISOString(),
        org_clock_out_at: end.toISOString(),
        original_clock_in_at: start.toISOString(),
        original_clock_out_at: end.toISOString(),
        minutes: 30,
        approved_status: status,
        edit_source: flags.is_corrected ? ('web' as const) : null,
        ...flags,
        deleted_at: deleted ? at : null,
        punch_in_id: null,
        punch_out_id: null,
        notes: null,
        field_notes: null,
        adjustment_notes: null,
        field_notes_at: null,
        modified_by: null,
        approved_by: null,
        approved_at: null,
        created_at: at,
        updated_at: at,
      };
    };
    const crews: Record<
      Workforce,
      { company: number; employee: number; job: number; subcontractor: number | null }
    > = {
      employees: { company: companyId, employee: employeeId, job: jobId, subcontractor: null },
      subcontractors: { company: companyId, employee: workerId, job: jobId, subcontractor: subcontractorId },
    };
    const allFlags = combinations[combinations.length - 1]!;
    for (const workforce of ['employees', 'subcontractors'] as const) {
      const who = crews[workforce];
      const rows = STATUSES.flatMap((status, s) =>
        combinations.map((flags, n) =>
          entry(who, addDays(MONDAY, (s * combinations.length + n) % 7), status, flags),
        ),
      );
      for (let i = 0; i < rows.length; i += 100) {
        const inserted = await t.db
          .insertInto('time_entries')
          .values(rows.slice(i, i + 100))
          .returning('id')
          .execute();
        entryIds[workforce].push(...inserted.map((r) => r.id));
      }
      // Flagged every way, but deleted or worked the weeks before and after: counted by neither.
      await t.db
        .insertInto('time_entries')
        .values([
          entry(who, addDays(MONDAY, 2), 'un-approved', allFlags, true),
          entry(who, addDays(MONDAY, -2), 'pre-approved', allFlags),
          entry(who, addDays(SUNDAY, 1), 'approved', allFlags),
        ])
        .execute();
    }
    await t.db
      .insertInto('time_entries')
      .values(
        entry(
          { company: other.id, employee: otherEmployee, job: otherJob, subcontractor: null },
          MONDAY,
          'approved',
          allFlags,
        ),
      )
      .execute();
  });
  afterAll(() => t.close());

  /** The workforce's entries of the week as the database holds them: what the domain rules read. */
  const storedEntries = (workforce: Workforce) =>
    t.db.selectFrom('time_entries').selectAll().where('id', 'in', entryIds[workforce]).execute();

  const selection = (workforce: Workforce, filters: Filters) => ({
    companyId,
    workforce,
    of: [{ key: 't.job_id' as const, id: jobId }],
    start: MONDAY,
    end: SUNDAY,
    site: null,
    filters,
    page: { limit: 10_000, offset: 0 },
  });

  it('seeds every status with every combination of flags', async () => {
    for (const workforce of ['employees', 'subcontractors'] as const) {
      const rows = await storedEntries(workforce);
      expect(rows).toHaveLength(STATUSES.length * 2 ** FLAG_COLUMNS.length);
    }
  });

  it.each(['employees', 'subcontractors'] as const)(
    "the %s' detail lists, under every filter, the entries matchesFilters lets through",
    async (workforce) => {
      const rows = await storedEntries(workforce);
      for (const filters of FILTER_SETS) {
        const expected = rows
          .filter((r) => matchesFilters(r, filters))
          .map((r) => r.id)
          .sort((a, b) => a - b);
        const { total, rows: page } = await detailRows(t.db, selection(workforce, filters));
        expect({
          filters: describeFilters(filters),
          total,
          ids: page.map((r) => r.id).sort((a, b) => a - b),
        }).toEqual({
          filters: describeFilters(filters),
          total: expected.length,
          ids: expected,
        });
      }
    },
  );

  it.each(['employees', 'subcontractors'] as const)(
    "the %s' grid cells count, under every filter, the entries matchesFilters lets through",
    async (workforce) => {
      const rows = await storedEntries(workforce);
      for (const filters of FILTER_SETS) {
        const expected: Record<string, number> = {};
        for (const r of rows)
          expected[r.work_date] = (expected[r.work_date] ?? 0) + (matchesFilters(r, filters) ? 1 : 0);
        const cells = await dayCells(t.db, {
          companyId,
          start: MONDAY,
          end: SUNDAY,
          workforce,
          key: 't.job_id',
          site: null,
          filters,
        });
        const counted = Object.fromEntries(cells.map((c) => [c.work_date, Number(c.matching)]));
        expect({ filters: describeFilters(filters), counted }).toEqual({
          filters: describeFilters(filters),
          counted: expected,
        });
      }
    },
  );

  it.each(['employees', 'subcontractors'] as const)(
    "the %s' widget counts are the domain's widgetCounts",
    async (workforce) => {
      const rows = await storedEntries(workforce);
      const counts = await timeSheetWidgets(
        t.app.ctx,
        new RevisionCache(1),
        companyId,
        { start_date: MONDAY, end_date: SUNDAY, location: null },
        workforce,
        'any',
      );
      expect(counts).toEqual(widgetCounts(rows));
    },
  );
});
