import { addDays, weekOfDate } from '@portal/domain';
import { compiledOnce } from '../db/compiled-query.ts';
import type { Db, Tx } from '../db/database.ts';

/**
 * The company's data revision: a counter that every audited change moves on inside its own
 * transaction, so an answer worked out at one revision is known to be current while the counter stays.
 * An UPDATE (not a sequence) because its row lock orders concurrent writers on PostgreSQL: a reader
 * never sees a later revision before an earlier writer has committed.
 */
export async function bumpDataRevision(db: Db | Tx, companyId: number): Promise<void> {
  await db
    .updateTable('companies')
    .set((eb) => ({ data_revision: eb('data_revision', '+', 1) }))
    .where('id', '=', companyId)
    .execute();
}

/**
 * Punches change time entries and nothing else a cached answer shows, so they move on the revision of
 * the weeks of the entries they touched instead of the company's (docs/decisions/007-week-revisions.md):
 * a clerk's cached grid of last week stays while phones clock in this week. An entry shows in the week
 * of its work date, and in the next one when it is that week's last day: a grid reads the day before
 * its week for the night shifts that end in it.
 */
export async function bumpWeekRevisions(db: Db | Tx, companyId: number, workDates: Iterable<string>) {
  const weeks = new Set<string>();
  for (const date of workDates) {
    weeks.add(weekOfDate(date).start);
    weeks.add(weekOfDate(addDays(date, 1)).start);
  }
  if (weeks.size === 0) return;
  // One statement, its rows in order, so concurrent writers take the rows' locks in the same order on
  // PostgreSQL.
  await bumpWeeks(db, companyId, [...weeks].sort());
}

const bumpWeeks = compiledOnce((db, companyId: number, weeks: readonly string[]) =>
  db
    .insertInto('week_revisions')
    .values(weeks.map((week_start) => ({ company_id: companyId, week_start, revision: 1 })))
    .onConflict((oc) =>
      oc.columns(['company_id', 'week_start']).doUpdateSet((eb) => ({
        revision: eb('week_revisions.revision', '+', 1),
      })),
    ),
);

/** The weeks (their Mondays) an answer about the work dates from `start` to `end` depends on. */
export function weeksOfRange(start: string, end: string): string[] {
  const weeks: string[] = [];
  for (let week = weekOfDate(start).start; week <= end; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/**
 * The revisions of the company's weeks from `start`'s to `end`'s that have one (a week no punch has
 * touched has none: 0). One range of the primary key, however long the range.
 */
export async function readWeekRevisions(
  db: Db | Tx,
  companyId: number,
  start: string,
  end: string,
): Promise<Map<string, number>> {
  const rows = await weekRevisions(db, companyId, weekOfDate(start).start, end);
  return new Map(rows.map((r) => [r.week_start, Number(r.revision)]));
}

/** Compiled once: a grid's read of its weeks' revisions comes with every request for it on SQLite. */
const weekRevisions = compiledOnce((db, companyId: number, from: string, to: string) =>
  db
    .selectFrom('week_revisions')
    .select(['week_start', 'revision'])
    .where('company_id', '=', companyId)
    .where('week_start', '>=', from)
    .where('week_start', '<=', to),
);

/**
 * The company's data revision.
 * @internal The tests read it; a request reads it with its authorization (authorization-cache.ts).
 */
export async function readDataRevision(db: Db | Tx, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select('data_revision')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.data_revision ?? 0);
}
