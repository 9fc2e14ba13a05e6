import { sql, type Kysely } from 'kysely';

/**
 * The entries a clock-out can close (no clock-out punch yet), by employee and clock-in: a clock-out
 * punch finds its entry without reading the employee's whole history. Partial, so it stays small.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('time_entries_awaiting_clock_out')
    .on('time_entries')
    .columns(['employee_id', 'original_clock_in_at'])
    .where(sql.ref('punch_out_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('time_entries_awaiting_clock_out').execute();
}
