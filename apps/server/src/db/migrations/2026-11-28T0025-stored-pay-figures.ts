import { PAY_FIGURE_FIELDS } from '@portal/domain';
import type { Kysely } from 'kysely';
import { storeAllPayFigures } from '../../modules/pay-figures/service.ts';

/*
 * Pay figures stored when time is written (docs/decisions/011-pay-figures-stored-at-write.md): each
 * entry keeps its paid hundredths, their regular and overtime parts and its split in minutes. The
 * entries stored before get the figures the domain gives them now (a closed week's as they were paid).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of PAY_FIGURE_FIELDS)
    await db.schema
      .alterTable('time_entries')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await storeAllPayFigures(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...PAY_FIGURE_FIELDS].reverse())
    await db.schema.alterTable('time_entries').dropColumn(column).execute();
}
