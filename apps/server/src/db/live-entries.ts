import { sql, type SqlBool } from 'kysely';
import type { Db, Tx } from './database.ts';

/*
 * The time-entry reads that several modules build their SQL on (timesheets, reports, the demo seed):
 * which entries count (live, open), which workforce an entry belongs to, and a company's live entries
 * of a range of work days.
 */

/** How a query names time_entries: the table itself, or the alias its read gives it. */
type Entries = 'time_entries' | 't' | 's';

/**
 * The entry counts: it is not deleted. A deletion keeps the row (the audit log and a closed week's
 * figures name it), so every read and write of time says this, in these words.
 */
export const isLive = (entries: Entries = 'time_entries') =>
  sql<SqlBool>`${sql.ref(`${entries}.deleted_at`)} is null`;

/** The entry is live and has no clock-out yet: its employee is at work (one open entry each at most). */
export const isOpen = (entries: Entries = 'time_entries') =>
  sql<SqlBool>`${sql.ref(`${entries}.clock_out_at`)} is null and ${isLive(entries)}`;

/**
 * Whose time: the company's own employees, or the workers of its sub-contractor companies. Both keep
 * their entries in time_entries (docs/decisions/004); every read says which it means.
 */
export type Workforce = 'employees' | 'subcontractors';

/** The comparison with null of subcontractor_company_id that picks the workforce's rows. */
export const ofWorkforce = (workforce: Workforce) =>
  workforce === 'employees' ? ('is' as const) : ('is not' as const);

/** The company's live (not deleted) entries of the workforce whose work day falls in the range. */
export function liveEntries(
  db: Db | Tx,
  companyId: number,
  start: string,
  end: string,
  workforce: Workforce = 'employees',
) {
  return db
    .selectFrom('time_entries as t')
    .where('t.company_id', '=', companyId)
    .where('t.work_date', '>=', start)
    .where('t.work_date', '<=', end)
    .where(isLive('t'))
    .where('t.subcontractor_company_id', ofWorkforce(workforce), null);
}
