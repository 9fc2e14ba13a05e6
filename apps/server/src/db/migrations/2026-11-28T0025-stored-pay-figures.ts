import type { Kysely } from 'kysely';

/*
 * Pay figures stored when time is written (docs/decisions/011-pay-figures-stored-at-write.md): each
 * entry keeps its paid hundredths, their regular and overtime parts and its split in minutes. The
 * last migration that adds a figure fills them all in (0026, overtime policies).
 */
const COLUMNS = [
  'paid_hundredths',
  'regular_hundredths',
  'overtime_hundredths',
  'regular_minutes',
  'overtime_minutes',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS)
    await db.schema
      .alterTable('time_entries')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS].reverse())
    await db.schema.alterTable('time_entries').dropColumn(column).execute();
}
