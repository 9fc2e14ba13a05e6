import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateTime, weekOfDate } from '@portal/domain';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob } from '../../../test/timekeeping.ts';
import { payDifferences } from './service.ts';

const NOW = new Date('2026-11-27T17:00:00.000Z');
const TZ = 'America/New_York';
/**
 * Three workweeks around two Sunday nights, each window with a night the clocks change: fall-back
 * (2026-11-01) in the first, spring-forward (2026-03-08) in the second.
 */
const WINDOWS = ['2026-10-26', '2026-03-02'] as const;
/** Sequences per engine: PAY_PROPERTY_RUNS in CI, a few locally. */
const RUNS = Number(process.env.PAY_PROPERTY_RUNS ?? 8);

/** Any day of the window, often a Sunday (6, 13: the DST nights are the first) or a Monday after it. */
const day = fc.oneof(fc.nat(20), fc.constantFrom(6, 7, 13, 14));
const week = fc.nat(2);
const shiftOf = {
  employee: fc.nat(1),
  day,
  // Often a day or a night shift's start, so that two shifts overlap and can swap clock-outs.
  hour: fc.oneof(fc.integer({ min: 0, max: 23 }), fc.constantFrom(7, 22)),
  minutes: fc.integer({ min: 20, max: 14 * 60 }),
};
/** The writes, weighted so that a short sequence often has entries to swap and weeks to close. */
const write = fc.oneof(
  // Add Timesheet: a manual entry of up to 14 h, across midnight and Sunday night too.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('add' as const), ...shiftOf }) },
  // A crew's phone clocks both employees in together and each out, in one batch (entries of punches).
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('punches' as const),
      ...shiftOf,
      otherMinutes: fc.integer({ min: 20, max: 14 * 60 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      pick: fc.nat(),
      shift: fc.integer({ min: -180, max: 180 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('swap' as const), pick: fc.nat(), other: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approveWeek' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('close' as const), week, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), week }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('settings' as const),
      regular: fc.constantFrom('40:00:00', '08:00:00', '37:30:00'),
    }),
  },
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

interface Entry {
  id: number;
  version: number;
  clock_in_at: string;
  clock_out_at: string | null;
  work_date: string;
  approved_status: string;
  punch_in_id: number | null;
  punch_out_id: number | null;
}

describe.each(ENGINES)('random sequences of writes keep every stored pay figure on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
  });
  afterAll(() => t.close());

  it(`equal a fresh computation by the domain after every write; a closed week keeps its figures (${RUNS} sequences)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WINDOWS),
        fc.array(write, { minLength: 1, maxLength: 12 }),
        async (firstDay, writes) => {
          const company = await createCompany(t.db);
          const [payroll, admin] = await Promise.all([
            signIn(t.app, company.users.payroll.email),
            signIn(t.app, company.users.admin.email),
          ]);
          const job = await createJob(t.db, company.id, { code: 'J-1', name: 'Bridge' });
          const employees = [await createEmployee(t.db, company.id), await createEmployee(t.db, company.id)];
          const inject = (method: 'POST' | 'PUT' | 'GET', url: string, token: string, payload?: object) =>
            t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
          const weekStart = (n: number) => weekOfDate(addDays(firstDay, n * 7)).start;
          const at = (d: number, hour: number, minutes = 0) =>
            new Date(
              Date.parse(`${addDays(firstDay, d)}T12:00:00Z`) + (hour - 12) * 3_600_000 + minutes * 60_000,
            );
          const live = (): Promise<Entry[]> =>
            t.db
              .selectFrom('time_entries')
              .select([
                'id',
                'version',
                'clock_in_at',
                'clock_out_at',
                'work_date',
                'approved_status',
                'punch_in_id',
                'punch_out_id',
              ])
              .where('company_id', '=', company.id)
              .where('deleted_at', 'is', null)
              .orderBy('id')
              .execute();
          const figures = () =>
            t.db
              .selectFrom('time_entries')
              .select(['id', 'work_date', 'paid_hundredths', 'regular_hundredths', 'overtime_hundredths'])
              .where('company_id', '=', company.id)
              .orderBy('id')
              .execute();
          /** The stored figures of each closed week as they were at its close. */
          const frozen = new Map<string, unknown>();
          const weekFigures = async (start: string) =>
            (await figures()).filter((f) => weekOfDate(f.work_date).start === start);
          const unapproved = async () => (await live()).filter((e) => e.approved_status === 'un-approved');
          const approval = (e: Entry, changes: object = {}) => ({
            id: e.id,
            version: e.version,
            clock_in_date_time: localDateTime(e.clock_in_at, TZ),
            clock_out_date_time: e.clock_out_at ? localDateTime(e.clock_out_at, TZ) : null,
            ...changes,
          });

          const apply = async (w: Write): Promise<number | null> => {
            switch (w.kind) {
              case 'add': {
                const from = at(w.day, w.hour);
                return (
                  await inject('POST', '/api/v1/add-time-entry', payroll, {
                    emp_id: employees[w.employee],
                    job_id: job,
                    clock_in_date_time: localDateTime(from.toISOString(), TZ),
                    clock_out_date_time: localDateTime(at(w.day, w.hour, w.minutes).toISOString(), TZ),
                    notes: 'app holder failed to clock employee',
                    overlaps_confirmed: true,
                  })
                ).statusCode;
              }
              case 'punches': {
                const punch = (employee: number, type: 'in' | 'out', time: Date) => ({
                  client_id: randomUUID(),
                  employee_id: employees[employee],
                  job_id: job,
                  type,
                  device_time: time.toISOString(),
                });
                const [first, second] = [w.employee, 1 - w.employee];
                return (
                  await inject('POST', '/api/v1/punches/batch', admin, {
                    punches: [
                      punch(first, 'in', at(w.day, w.hour)),
                      punch(second, 'in', at(w.day, w.hour)),
                      punch(first, 'out', at(w.day, w.hour, w.minutes)),
                      punch(second, 'out', at(w.day, w.hour, w.otherMinutes)),
                    ],
                  })
                ).statusCode;
              }
              case 'correct': {
                const open = (await unapproved()).filter((e) => e.clock_out_at);
                const e = open[w.pick % Math.max(open.length, 1)];
                if (!e) return null;
                const moved = new Date(Date.parse(e.clock_in_at) + w.shift * 60_000).toISOString();
                return (
                  await inject('POST', '/api/v1/time-entry-approval-update', payroll, {
                    time_entries: [
                      approval(e, {
                        clock_in_date_time: localDateTime(moved, TZ),
                        is_corrected: true,
                        notes: 'wrong job selected',
                      }),
                    ],
                  })
                ).statusCode;
              }
              case 'swap': {
                const punched = (await unapproved()).filter((e) => e.punch_in_id && e.punch_out_id);
                // Two entries whose clock-outs can trade places: each ends after the other begins.
                const pairs = punched.flatMap((a) =>
                  punched
                    .filter(
                      (b) =>
                        b.id > a.id && a.clock_in_at < b.clock_out_at! && b.clock_in_at < a.clock_out_at!,
                    )
                    .map((b) => [a, b] as const),
                );
                if (pairs.length === 0) return null;
                const [a, b] = pairs[(w.pick + w.other) % pairs.length]!;
                return (
                  await inject('POST', '/api/v1/time-entry-swap-update', payroll, {
                    swap_entries: [
                      {
                        swap_id: `${a.id}-CLKOUT`,
                        punch_in_id: a.punch_in_id,
                        punch_out_id: b.punch_out_id,
                        version: a.version,
                      },
                      {
                        swap_id: `${b.id}-CLKOUT`,
                        punch_in_id: b.punch_in_id,
                        punch_out_id: a.punch_out_id,
                        version: b.version,
                      },
                    ],
                  })
                ).statusCode;
              }
              case 'delete':
              case 'approve': {
                const open = await unapproved();
                const e = open[w.pick % Math.max(open.length, 1)];
                if (!e) return null;
                return w.kind === 'delete'
                  ? (await inject('POST', '/api/v1/time-entry-bulk-delete', payroll, { time_ids: [e.id] }))
                      .statusCode
                  : (
                      await inject('POST', '/api/v1/time-entry-approval-update', payroll, {
                        time_entries: [approval(e)],
                      })
                    ).statusCode;
              }
              case 'approveWeek': {
                const all = await unapproved();
                if (all.length === 0) return null;
                const start = weekOfDate(all[w.pick % all.length]!.work_date).start;
                const open = all.filter((e) => e.clock_out_at && weekOfDate(e.work_date).start === start);
                return (
                  await inject('POST', '/api/v1/time-entry-approval-update', payroll, {
                    time_entries: open.map((e) => approval(e)),
                  })
                ).statusCode;
              }
              case 'close': {
                // Mostly a week with time in it, sometimes one of the window's without.
                const entries = await live();
                const start =
                  entries.length > 0 && w.pick % 4 !== 0
                    ? weekOfDate(entries[w.pick % entries.length]!.work_date).start
                    : weekStart(w.week);
                const res = await inject('POST', '/api/v1/pay-period-close', payroll, { start_date: start });
                if (res.statusCode === 200) frozen.set(start, await weekFigures(start));
                return res.statusCode;
              }
              case 'reopen': {
                const start = weekStart(w.week);
                const res = await inject('POST', '/api/v1/pay-period-reopen', payroll, {
                  start_date: start,
                  reason: 'A late correction',
                });
                if (res.statusCode === 200) frozen.delete(start);
                return res.statusCode;
              }
              case 'settings': {
                const { id } = await t.db
                  .selectFrom('settings')
                  .select('id')
                  .where('company_id', '=', company.id)
                  .executeTakeFirstOrThrow();
                const current = (await inject('GET', `/api/v1/setting/${id}`, admin)).json().data;
                return (
                  await inject('PUT', `/api/v1/setting/${id}`, admin, { ...current, regular_time: w.regular })
                ).statusCode;
              }
            }
          };

          for (const w of writes) {
            const status = await apply(w);
            // A write may be refused (a bad time, an overlap, a closed week), never fail.
            if (status !== null) expect(status, JSON.stringify(w)).toBeLessThan(500);
            expect(await payDifferences(t.db, company.id), JSON.stringify(w)).toEqual([]);
            for (const [start, kept] of frozen) expect(await weekFigures(start), start).toEqual(kept);
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 1_800_000);
});
