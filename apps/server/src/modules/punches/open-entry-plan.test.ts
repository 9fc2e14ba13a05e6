import type { Compilable, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { queryPlan, recordingQueries } from '../../../test/query-plans.ts';
import { createJob } from '../../../test/timekeeping.ts';
import { refreshStatistics } from '../../platform/jobs/statistics.ts';
import type { DB } from '../../db/schema.ts';
import { lastManualEntry } from '../timesheets/queries.ts';
import { findOpenEntriesBefore } from '../time-entries/queries.ts';
import { entriesForBatchQuery } from './queries.ts';

const EMPLOYEES = 200;
const DAYS = 60;

/*
 * A batch reads its employees' open entries and the entries awaiting a clock-out. Each half must be
 * read through its partial index, on a database just seeded (no statistics gathered yet) as after, and
 * never through an index of the employee's whole history: that was 7.65 ms against 0.025 ms a punch.
 * The close of stale entries and the manual-entry notice read the company's through partial indexes too.
 */
describe.each(ENGINES)('the open-entry look-up on %s', (engine) => {
  let t: TestApp;
  let companyId: number;
  let employeeIds: number[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    companyId = (await createCompany(t.db)).id;
    const job = await createJob(t.db, companyId);
    const at = new Date().toISOString();
    const employees = await t.db
      .insertInto('employees')
      .values(
        Array.from({ length: EMPLOYEES }, (_, k) => ({
          company_id: companyId,
          code: `P${k}`,
          first_name: 'Plan',
          last_name: `Worker${k}`,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    employeeIds = employees.map((e) => e.id);
    // Each employee: DAYS closed and approved shifts from punches, one open entry today, and a
    // clerk's manual entry (no punches) every third day.
    for (const employee_id of employeeIds) {
      const days = Array.from({ length: DAYS + 1 }, (_, d) => {
        const day = new Date(Date.UTC(2026, 8, 1 + d)).toISOString().slice(0, 10);
        return { day, in: `${day}T12:00:00.000Z`, out: d === DAYS ? null : `${day}T20:30:00.000Z` };
      });
      const punches = await t.db
        .insertInto('punches')
        .values(
          days.flatMap((d) =>
            (['in', 'out'] as const)
              .filter((type) => type === 'in' || d.out)
              .map((type) => ({
                company_id: companyId,
                client_id: `${employee_id}-${d.day}-${type}`,
                employee_id,
                job_id: job,
                punch_type: type,
                punched_at: type === 'in' ? d.in : d.out!,
                received_at: at,
              })),
          ),
        )
        .returning(['id', 'client_id'])
        .execute();
      const punchId = new Map(punches.map((p) => [p.client_id, p.id]));
      await t.db
        .insertInto('time_entries')
        .values(
          days.map((d) => ({
            company_id: companyId,
            employee_id,
            job_id: job,
            source: 'REGULAR',
            punch_in_id: punchId.get(`${employee_id}-${d.day}-in`)!,
            punch_out_id: d.out ? punchId.get(`${employee_id}-${d.day}-out`)! : null,
            work_date: d.day,
            clock_in_at: d.in,
            org_clock_in_at: d.in,
            original_clock_in_at: d.in,
            clock_out_at: d.out,
            org_clock_out_at: d.out,
            original_clock_out_at: d.out,
            minutes: d.out ? 480 : 0,
            approved_status: d.out ? 'approved' : 'un-approved',
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      await t.db
        .insertInto('time_entries')
        .values(
          days
            .filter((_, k) => k % 3 === 0)
            .map((d) => ({
              company_id: companyId,
              employee_id,
              job_id: job,
              source: 'MANUAL',
              work_date: d.day,
              clock_in_at: `${d.day}T21:00:00.000Z`,
              org_clock_in_at: `${d.day}T21:00:00.000Z`,
              original_clock_in_at: `${d.day}T21:00:00.000Z`,
              clock_out_at: `${d.day}T23:00:00.000Z`,
              org_clock_out_at: `${d.day}T23:00:00.000Z`,
              original_clock_out_at: `${d.day}T23:00:00.000Z`,
              minutes: 120,
              approved_status: 'approved',
              created_at: at,
              updated_at: at,
            })),
        )
        .execute();
    }
  }, 120_000);
  afterAll(() => t.close());

  const plan = (query: Compilable) => queryPlan(t.db, engine, query.compile());

  /** Open entries by an index of open entries only; candidates by theirs; no history read. */
  function expectPartialIndexes(shown: string) {
    expect(shown).toMatch(/time_entries_(one_open|open)\b/);
    expect(shown).toContain('time_entries_clock_out_candidates');
    expect(shown).not.toMatch(/time_entries_(employee_week|job_week|site_week|manual|punch_in|punch_out)\b/);
    expect(shown).not.toMatch(/SCAN t\b|Seq Scan on time_entries/);
  }

  /** The plan of the one statement `read` runs. */
  async function planOfRead(read: (db: Kysely<DB>) => Promise<unknown>): Promise<string> {
    const { db, statements } = recordingQueries(t.db);
    await read(db);
    expect(statements).toHaveLength(1);
    return queryPlan(t.db, engine, statements[0]!);
  }

  /** The company's stale open entries and its manual entries: each by a small partial index. */
  async function expectCompanyIndexes() {
    const stale = await planOfRead((db) => findOpenEntriesBefore(db, companyId, new Date().toISOString()));
    expect(stale).toMatch(/time_entries_(open|one_open)\b/);
    const manual = await planOfRead((db) => lastManualEntry(db, companyId, '2026-01-01T00:00:00.000Z', 0));
    expect(manual).toMatch(/time_entries_manual\b/);
  }

  const lookUp = () => entriesForBatchQuery(t.db, employeeIds.slice(0, 50));

  it('uses the partial indexes on a freshly seeded database', async () => {
    expectPartialIndexes(await plan(lookUp()));
    await expectCompanyIndexes();
  });

  it('still does once statistics are gathered', async () => {
    await refreshStatistics(t.db, engine);
    expectPartialIndexes(await plan(lookUp()));
    await expectCompanyIndexes();
  });

  it('finds the open entries', async () => {
    const rows = await lookUp().execute();
    expect(rows.filter((r) => r.clock_out_at === null)).toHaveLength(50);
  });
});
