import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateTime } from '@portal/domain';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob } from '../../../test/timekeeping.ts';
import { payDifferences } from './service.ts';

const NOW = new Date('2026-11-27T17:00:00.000Z');
const TZ = 'America/New_York';
/** Three workweeks around two Sunday nights, the fall-back night (2026-11-01) in the first. */
const FIRST_DAY = '2026-10-26';
/** Sequences per engine: PAY_PROPERTY_RUNS in CI, a few locally. */
const RUNS = Number(process.env.PAY_PROPERTY_RUNS ?? 8);

const write = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    employee: fc.nat(1),
    day: fc.nat(20),
    hour: fc.integer({ min: 0, max: 23 }),
    minutes: fc.integer({ min: 20, max: 14 * 60 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('settings' as const),
    regular: fc.constantFrom('40:00:00', '08:00:00', '37:30:00'),
  }),
);

describe.each(ENGINES)('random sequences of writes keep every stored pay figure on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
  });
  afterAll(() => t.close());

  it(`equal a fresh computation by the domain after each sequence (${RUNS} sequences)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 8 }), async (writes) => {
        const company = await createCompany(t.db);
        const [payroll, admin] = await Promise.all([
          signIn(t.app, company.users.payroll.email),
          signIn(t.app, company.users.admin.email),
        ]);
        const job = await createJob(t.db, company.id, { code: 'J-1', name: 'Bridge' });
        const employees = [await createEmployee(t.db, company.id), await createEmployee(t.db, company.id)];
        const inject = (method: 'POST' | 'PUT' | 'GET', url: string, token: string, payload?: object) =>
          t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
        const live = () =>
          t.db
            .selectFrom('time_entries')
            .select(['id', 'version', 'clock_in_at', 'approved_status'])
            .where('company_id', '=', company.id)
            .where('deleted_at', 'is', null)
            .orderBy('id')
            .execute();
        for (const w of writes) {
          let status = 200;
          if (w.kind === 'add') {
            const from = Date.parse(`${addDays(FIRST_DAY, w.day)}T12:00:00Z`) + (w.hour - 12) * 3_600_000;
            status = (
              await inject('POST', '/api/v1/add-time-entry', payroll, {
                emp_id: employees[w.employee],
                job_id: job,
                clock_in_date_time: localDateTime(new Date(from).toISOString(), TZ),
                clock_out_date_time: localDateTime(new Date(from + w.minutes * 60_000).toISOString(), TZ),
                notes: 'app holder failed to clock employee',
                overlaps_confirmed: true,
              })
            ).statusCode;
          } else if (w.kind === 'settings') {
            const { id } = await t.db
              .selectFrom('settings')
              .select('id')
              .where('company_id', '=', company.id)
              .executeTakeFirstOrThrow();
            const current = (await inject('GET', `/api/v1/setting/${id}`, admin)).json().data;
            status = (
              await inject('PUT', `/api/v1/setting/${id}`, admin, { ...current, regular_time: w.regular })
            ).statusCode;
          } else {
            const open = (await live()).filter((e) => e.approved_status === 'un-approved');
            const e = open[w.pick % Math.max(open.length, 1)];
            if (!e) continue;
            status =
              w.kind === 'delete'
                ? (await inject('POST', '/api/v1/time-entry-bulk-delete', payroll, { time_ids: [e.id] }))
                    .statusCode
                : (
                    await inject('POST', '/api/v1/time-entry-approval-update', payroll, {
                      time_entries: [
                        {
                          id: e.id,
                          version: e.version,
                          clock_in_date_time: localDateTime(e.clock_in_at, TZ),
                        },
                      ],
                    })
                  ).statusCode;
          }
          // A write may be refused (a bad time, an overlap), never fail.
          expect(status).toBeLessThan(500);
        }
        const differences = (await payDifferences(t.db)).filter((d) => d.company_id === company.id);
        expect(differences).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
