import type { Kysely } from 'kysely';
import { storeAllPayFigures } from '../../modules/pay-figures/service.ts';

/*
 * Overtime by the law of the place (docs/time-rules.md, "Overtime policies"): the company's policy on
 * its settings and a site's own on the site (JSON of OvertimePolicy; null: federal, or the company's
 * for a site), double time among each entry's stored figures and the split it was approved with, the
 * meal periods an entry missed under California's policy and whether the clerk marked their premium
 * hour owed.
 * Then every entry gets the figures the domain gives it now (a closed week's stay as they were paid):
 * the code that fills them is today's, so only the last migration that adds a figure may call it.
 */
const FIGURES = ['double_time_hundredths', 'double_time_minutes', 'meal_periods_missed'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('overtime_policy', 'text').execute();
  await db.schema.alterTable('sites').addColumn('overtime_policy', 'text').execute();
  for (const column of FIGURES)
    await db.schema
      .alterTable('time_entries')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await db.schema.alterTable('time_entries').addColumn('approved_double_time_minutes', 'integer').execute();
  await db.schema
    .alterTable('time_entries')
    .addColumn('meal_premium_owed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await storeAllPayFigures(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('time_entries').dropColumn('meal_premium_owed').execute();
  await db.schema.alterTable('time_entries').dropColumn('approved_double_time_minutes').execute();
  for (const column of [...FIGURES].reverse())
    await db.schema.alterTable('time_entries').dropColumn(column).execute();
  await db.schema.alterTable('sites').dropColumn('overtime_policy').execute();
  await db.schema.alterTable('settings').dropColumn('overtime_policy').execute();
}
