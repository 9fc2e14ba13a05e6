import type { Settings } from '@portal/domain';
import type { Db } from '../../db/database.ts';
import type { Workforce } from '../../db/live-entries.ts';
import type { EntryHours } from './hours.ts';
import * as q from './queries.ts';
import { byCode } from './table.ts';

export type TimeEntry = q.EntryRow & { hours: EntryHours };

export interface Range {
  start: string;
  end: string;
}

/**
 * People whose entries are read at once: a quarter of 25 employees is about 3,000 entries. A batch is
 * dropped before the next is read, so a report holds a few megabytes of entries whatever its size;
 * smaller batches die young (cheap to collect) where larger ones outlived a collection or two.
 */
const BATCH = 25;

export interface TimeData {
  /** The workforce, active or not, by code: the order rows of people come in. */
  people: q.Person[];
  person: Map<number, q.Person>;
  jobs: Map<number, q.Job>;
  settings: Settings;
  sub: boolean;
  /**
   * The live entries of these people whose work day is in the range, each with its hours, a batch
   * of people at a time (in the order given), so a report's memory does not grow with its range.
   */
  entries(people: readonly q.Person[]): AsyncGenerator<TimeEntry[]>;
}

/** Narrows a sub-contractor report to one job's and one sub-contractor company's entries. */
export interface Narrowing {
  jobId: number | null;
  subcontractorCompanyId: number | null;
}

/**
 * What a timesheet or sub-contractor report reads: the entries of the range with the pay figures stored
 * on them when their time was written (docs/decisions/011), the grid's and the payroll file's.
 */
export async function loadTimeData(
  db: Db,
  companyId: number,
  range: Range,
  workforce: Workforce,
  settings: Settings,
  detail: boolean,
  narrowing: Narrowing = { jobId: null, subcontractorCompanyId: null },
): Promise<TimeData> {
  const sub = workforce === 'subcontractors';
  const [everyone, jobs] = await Promise.all([q.people(db, companyId, workforce), q.jobs(db, companyId)]);
  const { jobId, subcontractorCompanyId: subId } = narrowing;
  const people = everyone
    .filter((p) => subId === null || p.company_id === subId)
    .sort((a, b) => byCode(a.code, b.code));
  const kept = (e: q.EntryRow) =>
    (jobId === null || e.job_id === jobId) && (subId === null || e.subcontractor_company_id === subId);

  async function* entries(list: readonly q.Person[]): AsyncGenerator<TimeEntry[]> {
    for (let i = 0; i < list.length; i += BATCH) {
      const ids = list.slice(i, i + BATCH).map((p) => p.id);
      const rows = await q.timeEntries(db, companyId, workforce, ids, range, detail);
      const batch: TimeEntry[] = [];
      rows.forEach((row) => {
        if (!kept(row)) return;
        const hours = {
          total: Number(row.paid_hundredths),
          regular: Number(row.regular_hundredths),
          overtime: Number(row.overtime_hundredths),
          double_time: Number(row.double_time_hundredths),
        };
        // Completed in place: a copy of every row would double the memory of the batch.
        batch.push(Object.assign(row, { hours }));
      });
      yield batch;
    }
  }

  return {
    people,
    person: new Map(everyone.map((p) => [p.id, p])),
    jobs: new Map(jobs.map((j) => [j.id, j])),
    settings,
    sub,
    entries,
  };
}
