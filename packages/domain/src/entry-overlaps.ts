import { MINUTE_MS, type Instant, toMs } from './instant.ts';
import { overlapWarning } from './messages.ts';
import {
  displayDate,
  findOverlaps,
  overlapList,
  perDayLimit,
  type DayOverLimit,
  type TimedEntry,
} from './overlaps.ts';

/** An entry about to be added (a manual entry) or one already kept, with its job. */
export interface JobEntry<Id = number> extends TimedEntry<Id> {
  job_id: number | string;
}

export interface NewEntriesCheck {
  /** Added entries (by index) identical to a kept entry or to an earlier added one, with the field message. */
  duplicates: { index: number; message: string }[];
  /** Added entries (by index) whose hours overlap another entry of the same employee. */
  overlapping: number[];
  /** The spec's overlap warning naming every entry involved, or null when none overlaps. */
  warning: string | null;
}

function duplicateEntryMessage(label: string | undefined, workDate: string): string {
  const day = displayDate(workDate);
  return `The same time entry already exists for ${label ? `${label} on ${day}` : day}.`;
}

const minuteOf = (instant: Instant | null) =>
  instant == null ? null : Math.floor(toMs(instant) / MINUTE_MS);

/**
 * The same employee on the same job from the same minute to the same minute, as a clock shows them.
 * @internal checkNewEntries' duplicate, tested on its own.
 */
export function isSameEntry(a: Omit<JobEntry<unknown>, 'id'>, b: Omit<JobEntry<unknown>, 'id'>): boolean {
  return (
    String(a.employee_id) === String(b.employee_id) &&
    String(a.job_id) === String(b.job_id) &&
    minuteOf(a.clock_in_at) === minuteOf(b.clock_in_at) &&
    minuteOf(a.clock_out_at) === minuteOf(b.clock_out_at)
  );
}

/**
 * Checks entries about to be added against the employees' kept entries and each other. An exact
 * duplicate is refused (it is never a second shift); an overlap is only a warning, because the clerk
 * may be adding the right entry before deleting a wrong one.
 */
export function checkNewEntries<Id>(
  added: ReadonlyArray<Omit<JobEntry, 'id'>>,
  kept: ReadonlyArray<JobEntry<Id>>,
): NewEntriesCheck {
  const duplicates: NewEntriesCheck['duplicates'] = [];
  const distinct: JobEntry<string>[] = kept.map((e) => ({ ...e, id: `kept-${String(e.id)}` }));
  added.forEach((entry, index) => {
    if (distinct.some((other) => isSameEntry(entry, other))) {
      duplicates.push({ index, message: duplicateEntryMessage(entry.label, entry.work_date) });
    } else {
      distinct.push({ ...entry, id: `added-${index}` });
    }
  });
  const pairs = findOverlaps(distinct).filter(
    (p) => p.first.startsWith('added-') || p.second.startsWith('added-'),
  );
  const overlapping = [
    ...new Set(pairs.flatMap((p) => [p.first, p.second]).filter((id) => id.startsWith('added-'))),
  ].map((id) => Number(id.slice('added-'.length)));
  return {
    duplicates,
    overlapping: overlapping.sort((a, b) => a - b),
    warning: pairs.length ? overlapWarning(overlapList(distinct, pairs)) : null,
  };
}

/** A kept entry with its paid minutes, as the approval checks weigh a day. */
export interface WeighedEntry<Id = number> extends TimedEntry<Id> {
  minutes: number;
}

export interface ApprovalChecks<Id> {
  /** Chosen entries whose hours overlap another entry of the same employee. */
  overlapping: Id[];
  /** The {list} of the overlap warning (every entry of an overlap), or '' when none. */
  overlapList: string;
  /** Chosen entries on a day whose entries add up past the per-day limit. */
  overDayLimit: Id[];
  /** Those days, for the per-day limit warning's {list} (describeDays). */
  daysOverLimit: DayOverLimit[];
}

/**
 * The checks that warn before approving the chosen entries (Review or Approve anyway): overlaps with
 * any entry of the same employee, and days of the chosen entries over the per-day limit, counting
 * every entry of that day.
 */
export function approvalChecks<Id>(
  chosen: ReadonlyArray<Id>,
  entries: ReadonlyArray<WeighedEntry<Id>>,
  splitThreshold: string | null | undefined,
): ApprovalChecks<Id> {
  const isChosen = new Set(chosen);
  const pairs = findOverlaps(entries).filter((p) => isChosen.has(p.first) || isChosen.has(p.second));
  const inPairs = new Set(pairs.flatMap((p) => [p.first, p.second]));
  const dayKey = (e: { employee_id: number | string; work_date: string }) =>
    `${String(e.employee_id)}|${e.work_date}`;
  const chosenDays = new Set(entries.filter((e) => isChosen.has(e.id)).map(dayKey));
  const daysOverLimit = perDayLimit(
    entries.filter((e) => chosenDays.has(dayKey(e))),
    splitThreshold,
  );
  const overDays = new Set(daysOverLimit.map(dayKey));
  return {
    overlapping: chosen.filter((id) => inPairs.has(id)),
    overlapList: pairs.length ? overlapList(entries, pairs) : '',
    overDayLimit: entries.filter((e) => isChosen.has(e.id) && overDays.has(dayKey(e))).map((e) => e.id),
    daysOverLimit,
  };
}
