import { displayDateTime } from '@portal/domain';
import type { Db, Tx } from '../../db/database.ts';
import { employeeAndJobNames } from './queries.ts';

/**
 * How the audit log names what a time-entry change touched: employees and jobs by code and name, times
 * on the company's clock, so a clerk finds a change by searching a name and reads it without lookups.
 */

export const employeeLabel = (e: { code: string; first_name: string; last_name: string }) =>
  `${e.first_name} ${e.last_name} (${e.code})`;

export const jobLabel = (j: { code: string; name: string }) => `${j.code} ${j.name}`;

/** '11/16/26 07:00 am - 03:30 pm', or 'from 11/16/26 07:00 am' while open. */
function shiftLabel(e: { clock_in_at: string; clock_out_at: string | null }, tz: string): string {
  if (!e.clock_out_at) return `from ${displayDateTime(e.clock_in_at, tz)}`;
  const [inDay, inTime] = splitDisplay(displayDateTime(e.clock_in_at, tz));
  const [outDay, outTime] = splitDisplay(displayDateTime(e.clock_out_at, tz));
  return `${inDay} ${inTime} - ${outDay === inDay ? '' : `${outDay} `}${outTime}`;
}

const splitDisplay = (shown: string) => [shown.slice(0, 8), shown.slice(9)] as const;

interface EntryFacts {
  employee_id: number;
  job_id: number;
  clock_in_at: string;
  clock_out_at: string | null;
}

type Refs = Pick<EntryFacts, 'employee_id' | 'job_id'>;

/**
 * A describer of entries of these employees and jobs:
 * 'Pat Worker (E1001) at J-2401 Route 1 Bridge, 11/16/26 07:00 am - 03:30 pm'.
 */
export async function entryDescriber(db: Db | Tx, companyId: number, entries: Refs[], tz: string) {
  const { employees, jobs } = await employeeAndJobNames(
    db,
    companyId,
    [...new Set(entries.map((e) => e.employee_id))],
    [...new Set(entries.map((e) => e.job_id))],
  );
  const who = new Map(employees.map((e) => [e.id, employeeLabel(e)]));
  const where = new Map(jobs.map((j) => [j.id, jobLabel(j)]));
  return (e: EntryFacts) => `${who.get(e.employee_id)} at ${where.get(e.job_id)}, ${shiftLabel(e, tz)}`;
}
