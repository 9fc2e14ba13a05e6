import { splitOvertime, weekOfDate, type Settings } from '@portal/domain';
import type { Db } from '../../db/database.ts';
import { groupBy } from '../timesheets/group-by.ts';
import type { Workforce } from '../timesheets/queries.ts';
import * as q from './queries.ts';

export type TimeEntry = q.EntryRow & { overtime_minutes: number };

export interface TimeData {
  entries: TimeEntry[];
  people: Map<number, q.Person>;
  jobs: Map<number, q.Job>;
  settings: Settings;
  sub: boolean;
}

export interface Range {
  start: string;
  end: string;
}

/**
 * The workforce's live entries of the range with each entry's overtime, worked out as the grid does:
 * regular time fills each employee's whole Monday-to-Sunday week in chronological order
 * (splitOvertime), so a range that cuts a week still gives its days the overtime the grid shows.
 * Sub-contractor workers have no overtime (decision 004).
 */
export async function loadTimeData(
  db: Db,
  companyId: number,
  range: Range,
  workforce: Workforce,
  settings: Settings,
  detail: boolean,
): Promise<TimeData> {
  const sub = workforce === 'subcontractors';
  const from = sub ? range.start : weekOfDate(range.start).start;
  const to = sub ? range.end : weekOfDate(range.end).end;
  const [rows, people, jobs] = await Promise.all([
    q.entries(db, companyId, from, to, workforce, detail),
    q.people(db, companyId, workforce),
    q.jobs(db, companyId),
  ]);
  const entries: TimeEntry[] = [];
  for (const list of groupBy(rows, (e) => e.employee_id).values()) {
    const split = sub ? null : splitOvertime(list, settings.regular_time).entries;
    list.forEach((e, i) => {
      if (e.work_date < range.start || e.work_date > range.end) return;
      // Completed in place: a copy of every row would double the memory of a quarter's report.
      const entry = e as TimeEntry;
      entry.minutes = Number(e.minutes);
      entry.overtime_minutes = split?.[i]!.overtime_minutes ?? 0;
      entries.push(entry);
    });
  }
  return {
    entries,
    people: new Map(people.map((p) => [p.id, p])),
    jobs: new Map(jobs.map((j) => [j.id, j])),
    settings,
    sub,
  };
}
