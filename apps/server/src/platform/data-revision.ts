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

export async function readDataRevision(db: Db | Tx, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select('data_revision')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.data_revision ?? 0);
}
