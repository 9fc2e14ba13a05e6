import { LRUCache } from 'lru-cache';
import {
  entryHundredths,
  entrySplits,
  startOfLocalDay,
  weekOfDate,
  type EntrySplit,
  type LineHundredths,
  type PaidEntry,
  type PayRules,
} from '@portal/domain';
import type { Db, Tx } from '../../db/database.ts';
import type { ApprovedStatus } from '../../db/schema.ts';
import * as q from './queries.ts';

/** The weeks an overtime split of the range reads: whole weeks, and the Sunday night before them. */
export function payWeeks(start: string, end: string, tz: string): q.PayWeeks {
  const from = weekOfDate(start).start;
  return { from, to: weekOfDate(end).end, fromAt: startOfLocalDay(from, tz) };
}

interface PayRow {
  id: number;
  employee_id: number;
  work_date: string;
  minutes: number;
  clock_in_at: string;
  clock_out_at: string | null;
  approved_status: ApprovedStatus;
  approved_regular_minutes: number | null;
  approved_overtime_minutes: number | null;
}

/** An entry as the pay rules read it; only an approved entry keeps a split. */
export function paidEntry(r: PayRow): PaidEntry<number> {
  const kept =
    r.approved_status !== 'un-approved' &&
    r.approved_regular_minutes !== null &&
    r.approved_overtime_minutes !== null;
  return {
    id: r.id,
    employee_id: r.employee_id,
    work_date: r.work_date,
    minutes: r.minutes,
    clock_in_at: r.clock_in_at,
    clock_out_at: r.clock_out_at,
    approved_split: kept
      ? { regular_minutes: r.approved_regular_minutes!, overtime_minutes: r.approved_overtime_minutes! }
      : null,
  };
}

/**
 * The hours of every entry of the employees' weeks that hold the range, rounded once per
 * employee-week (entryHundredths): what the grid, the detail and the payroll file show alike.
 */
export async function employeeWeekHours(
  db: Db | Tx,
  companyId: number,
  employeeIds: number[],
  range: { start: string; end: string },
  rules: PayRules,
): Promise<Map<number, LineHundredths>> {
  const weeks = payWeeks(range.start, range.end, rules.time_zone);
  const rows = await q.payEntries(db, companyId, employeeIds, weeks);
  const result = new Map<number, LineHundredths>();
  for (const lines of payHundredths(companyId, weeks, rows, rules).values()) {
    for (const [id, line] of lines) result.set(id, line);
  }
  return result;
}

/**
 * Each employee's figures for the weeks, as last worked out from exactly these entries: the text of
 * every field the pay rules read, in the order read. An employee whose entries of the weeks are as they
 * were (most of them, after one punch or one correction) is not worked out again; one whose entries
 * changed in any way is. Kept by content, so a figure is never older than the entries it is read with.
 */
const workedOut = new LRUCache<string, { read: string; lines: Map<number, LineHundredths> }>({
  // Five weeks of 2,000 employees.
  max: 10_000,
});

/** What the pay rules read of an employee's entries, as one text. */
function readOf(rows: readonly PayRow[]): string {
  let text = '';
  for (const r of rows) {
    text += `${r.id},${r.work_date},${r.minutes},${r.clock_in_at},${r.clock_out_at},${r.approved_status},${r.approved_regular_minutes},${r.approved_overtime_minutes};`;
  }
  return text;
}

/**
 * entryHundredths of the employees' entries of the weeks (every live entry of theirs in them), by
 * employee, worked out only for those whose entries changed since the last time (workedOut).
 */
export function payHundredths(
  companyId: number,
  weeks: q.PayWeeks,
  rows: readonly PayRow[],
  rules: PayRules,
): Map<number, Map<number, LineHundredths>> {
  const byEmployee = new Map<number, PayRow[]>();
  for (const r of rows) {
    const list = byEmployee.get(r.employee_id);
    if (list) list.push(r);
    else byEmployee.set(r.employee_id, [r]);
  }
  const result = new Map<number, Map<number, LineHundredths>>();
  const scope = `${companyId}|${weeks.from}|${weeks.to}|${rules.regular_time}|${rules.time_zone}`;
  for (const [employeeId, list] of byEmployee) {
    const key = `${scope}|${employeeId}`;
    const read = readOf(list);
    let known = workedOut.get(key);
    if (!known || known.read !== read) {
      known = { read, lines: entryHundredths(list.map(paidEntry), rules) };
      workedOut.set(key, known);
    }
    result.set(employeeId, known.lines);
  }
  return result;
}

/**
 * employeeWeekHours with each entry's regular and overtime minutes beside its hundredths, from one
 * read: for files that carry time in hours and minutes (QuickBooks).
 */
export async function employeeWeekPay(
  db: Db | Tx,
  companyId: number,
  employeeIds: number[],
  range: { start: string; end: string },
  rules: PayRules,
): Promise<{ hundredths: Map<number, LineHundredths>; splits: Map<number, EntrySplit<number>> }> {
  const entries = await weekEntries(db, companyId, employeeIds, range, rules);
  return { hundredths: entryHundredths(entries, rules), splits: entrySplits(entries, rules) };
}

async function weekEntries(
  db: Db | Tx,
  companyId: number,
  employeeIds: number[],
  range: { start: string; end: string },
  rules: PayRules,
): Promise<PaidEntry<number>[]> {
  const weeks = payWeeks(range.start, range.end, rules.time_zone);
  return (await q.payEntries(db, companyId, employeeIds, weeks)).map(paidEntry);
}

/**
 * Keeps on each entry just approved the regular/overtime split it is approved with: the grid's, over
 * its employee's week as it stands after the approval (docs/time-rules.md, "Approved weeks stay as
 * they were paid"). Call it in the approval's transaction, after the entries are marked approved.
 * Sub-contractor workers have no overtime, so nothing is kept for them.
 */
export async function keepApprovedSplits(
  tx: Tx,
  companyId: number,
  entries: ReadonlyArray<{ id: number; employee_id: number; work_date: string }>,
  rules: PayRules,
): Promise<void> {
  if (entries.length === 0) return;
  const dates = entries.map((e) => e.work_date).sort();
  const weeks = payWeeks(dates[0]!, dates.at(-1)!, rules.time_zone);
  const rows = await q.payEntries(tx, companyId, [...new Set(entries.map((e) => e.employee_id))], weeks);
  const splits = entrySplits(rows.map(paidEntry), rules);
  for (const e of entries) {
    const split = splits.get(e.id);
    if (!split) continue;
    await tx
      .updateTable('time_entries')
      .set({
        approved_regular_minutes: split.regular_minutes,
        approved_overtime_minutes: split.overtime_minutes,
      })
      .where('id', '=', e.id)
      .execute();
  }
}

/** Hundredths of an hour as the API's hours: 807 is 8.07. */
export const hours = (hundredths: number) => hundredths / 100;
