import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A round trip to the database: the health check fails while it cannot answer. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
