import type { Kysely } from 'kysely';
import {
  addDays,
  nextWorkweekMinutes,
  PAY_FIGURE_FIELDS,
  payFigures,
  samePayFigures,
  weekOfDate,
  type FiguredEntry,
  type OvertimePolicy,
  type PayFigures,
  type PayRules,
} from '@portal/domain';
import type { DB } from '../../db/schema.ts';
import { assertWeeksOpen } from '../closed-weeks/service.ts';
import * as q from './queries.ts';

/*
 * The pay figures stored on each time entry (docs/decisions/011-pay-figures-stored-at-write.md): every
 * write that changes time works them out again, in its own transaction, for every workweek whose
 * figures it can change; every screen and file reads them with plain SQL.
 */

type Conn = Kysely<DB>;

/** Time a write changed: an employee's (or sub-contractor worker's) entry on a work day, before or after. */
export interface TouchedTime {
  employee_id: number;
  work_date: string;
}

/** The rules of a company's pay figures: its settings and overtime policy, and its sites' own policies. */
interface CompanyRules {
  rules: PayRules;
  sites: Map<number, OvertimePolicy>;
}

async function companyRules(db: Conn, companyId: number): Promise<CompanyRules> {
  return { rules: await q.payRules(db, companyId), sites: await q.sitePolicies(db, companyId) };
}

/**
 * An entry as payFigures reads it, with its site's overtime policy when the site has one; only an
 * approved entry keeps the split it was approved with.
 */
function figuredEntry(r: q.FiguredRow, sites: CompanyRules['sites']): FiguredEntry<number> {
  const kept =
    r.approved_status !== 'un-approved' &&
    r.approved_regular_minutes !== null &&
    r.approved_overtime_minutes !== null;
  return {
    id: r.id,
    employee_id: r.employee_id,
    work_date: r.work_date,
    minutes: Number(r.minutes),
    clock_in_at: r.clock_in_at,
    clock_out_at: r.clock_out_at,
    subcontractor: r.subcontractor_company_id !== null,
    policy: r.site_id === null ? null : (sites.get(r.site_id) ?? null),
    approved_split: kept
      ? {
          regular_minutes: r.approved_regular_minutes!,
          overtime_minutes: r.approved_overtime_minutes!,
          double_time_minutes: r.approved_double_time_minutes ?? 0,
        }
      : null,
  };
}

/** An entry whose stored figures are not those the domain gives it now. */
export interface FigureDifference {
  id: number;
  employee_id: number;
  work_date: string;
  stored: PayFigures;
  computed: PayFigures;
}

/** The entries among `rows` (from `from` to `to`, when given) whose stored figures differ from the domain's. */
function differences(
  rows: readonly q.FiguredRow[],
  { rules, sites }: CompanyRules,
  within?: { from: string; to: string },
): FigureDifference[] {
  const computed = payFigures(
    rows.map((r) => figuredEntry(r, sites)),
    rules,
  );
  const result: FigureDifference[] = [];
  for (const r of rows) {
    if (within && (r.work_date < within.from || r.work_date > within.to)) continue;
    const figures = computed.get(r.id)!;
    if (samePayFigures(r, figures)) continue;
    const stored = Object.fromEntries(PAY_FIGURE_FIELDS.map((f) => [f, Number(r[f])])) as PayFigures;
    result.push({ id: r.id, employee_id: r.employee_id, work_date: r.work_date, stored, computed: figures });
  }
  return result;
}

/** Whether an entry is a shift that ran past the end of its workweek (a Sunday night into Monday). */
function runsIntoNextWeek(r: q.FiguredRow, timeZone: string): boolean {
  if (r.clock_in_at === null) return false;
  const shift = { ...r, clock_in_at: r.clock_in_at, minutes: Number(r.minutes) };
  return nextWorkweekMinutes(shift, timeZone) > 0;
}

/**
 * Works out again and stores the figures of every workweek a write can have changed, from the first to
 * the last week of the work days it touched, and around them only where time crosses a week's end
 * (docs/time-rules.md, "Stored pay figures"): the week after, when it has entries (a Sunday night
 * shift's hours after midnight fill it first, and a change may have started or ended such a shift);
 * the week before, when one of its shifts runs into the first week (its Monday hours fill what that
 * week's approved entries leave). The figures of those weeks are read with the week on each side, but
 * the week before counts only for the employees whose shifts run out of it. Call it in the write's
 * transaction, after its last change of time entries. A change of a closed week's figures is refused
 * (409, as a change of its entries is). The work days of the entries whose figures moved.
 */
export async function storePayFigures(
  tx: Conn,
  companyId: number,
  touched: Iterable<TouchedTime>,
): Promise<string[]> {
  const employees = new Set<number>();
  let first: string | null = null;
  let last: string | null = null;
  for (const t of touched) {
    employees.add(t.employee_id);
    const monday = weekOfDate(t.work_date).start;
    if (first === null || monday < first) first = monday;
    if (last === null || monday > last) last = monday;
  }
  if (first === null || last === null) return [];
  const rules = await companyRules(tx, companyId);
  const timeZone = rules.rules.time_zone;
  const ids = [...employees];
  const around = { from: addDays(first, -7), to: addDays(last, 13) };
  let rows = await q.figuredEntries(tx, companyId, ids, around);
  const within = {
    from: rows.some((r) => r.work_date < first && runsIntoNextWeek(r, timeZone)) ? around.from : first,
    to: rows.some((r) => r.work_date > addDays(last, 6)) ? around.to : addDays(last, 6),
  };
  const read = { from: addDays(within.from, -7), to: addDays(within.to, 7) };
  if (read.from < around.from || read.to > around.to) rows = await q.figuredEntries(tx, companyId, ids, read);
  // The week before counts only through its shifts that run into the first week figured.
  const intoFirst = new Set(
    rows.filter((r) => r.work_date < within.from && runsIntoNextWeek(r, timeZone)).map((r) => r.employee_id),
  );
  const context = rows.filter((r) => r.work_date >= within.from || intoFirst.has(r.employee_id));
  const moved = differences(context, rules, within);
  if (moved.length === 0) return [];
  await assertWeeksOpen(
    tx,
    companyId,
    moved.map((m) => m.work_date),
  );
  await q.storeFigures(
    tx,
    moved.map((m) => ({ id: m.id, figures: m.computed })),
  );
  return moved.map((m) => m.work_date);
}

/** Employees whose whole history is worked out at a time: a few thousand entries in memory at most. */
const EMPLOYEES_AT_A_TIME = 100;

/**
 * Each group of the company's employees (and workers) with all their live entries: what recomputing
 * and checking the whole company go through.
 */
async function* everyEmployee(db: Conn, companyId: number): AsyncGenerator<q.FiguredRow[]> {
  const ids = await q.employeesWithEntries(db, companyId);
  for (let i = 0; i < ids.length; i += EMPLOYEES_AT_A_TIME)
    yield await q.figuredEntries(db, companyId, ids.slice(i, i + EMPLOYEES_AT_A_TIME), null);
}

/**
 * Works out again and stores the figures of all of the company's open weeks (a closed week's stay as
 * they were paid): after a change of the settings the figures read (the normal work week, the zone,
 * the overtime policies), and to fill them in for data stored before they were kept. How many entries'
 * figures moved.
 */
export async function storeCompanyPayFigures(db: Conn, companyId: number): Promise<number> {
  const rules = await companyRules(db, companyId);
  const closed = await q.closedWeeks(db, companyId);
  let moved = 0;
  for await (const rows of everyEmployee(db, companyId)) {
    const open = differences(rows, rules).filter((d) => !closed.has(weekOfDate(d.work_date).start));
    await q.storeFigures(
      db,
      open.map((m) => ({ id: m.id, figures: m.computed })),
    );
    moved += open.length;
  }
  return moved;
}

/** Fills in every company's stored figures (the migration that adds them). */
export async function storeAllPayFigures(db: Conn): Promise<void> {
  for (const companyId of await q.companyIds(db)) await storeCompanyPayFigures(db, companyId);
}

/**
 * Every entry of every company (or of one) whose stored figures differ from a fresh computation by the
 * domain over its employee's whole history (`npm run verify-pay`): none, when every write kept them.
 * A closed week keeps the figures it was closed with, which payroll paid, whatever the pay settings
 * became since: its entries are left out.
 */
export async function payDifferences(
  db: Conn,
  companyId?: number,
): Promise<(FigureDifference & { company_id: number })[]> {
  const result: (FigureDifference & { company_id: number })[] = [];
  for (const company of companyId === undefined ? await q.companyIds(db) : [companyId]) {
    const rules = await companyRules(db, company);
    const closed = await q.closedWeeks(db, company);
    for await (const rows of everyEmployee(db, company))
      for (const d of differences(rows, rules))
        if (!closed.has(weekOfDate(d.work_date).start)) result.push({ company_id: company, ...d });
  }
  return result;
}
