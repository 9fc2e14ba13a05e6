import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { migrateToLatest, pendingMigrations } from '../db/migrate.ts';
import { isEmpty, seedDemo } from '../db/seed/demo.ts';

/** The advisory lock instances take while they migrate or seed (any fixed number: it names the lock). */
const STARTUP_LOCK = 781_204_913;

/**
 * Runs `work` alone: on PostgreSQL under a session advisory lock, so instances that start at the same
 * time (or a release's `npm run migrate` beside running instances) migrate and seed one after the other
 * and the later ones find nothing left to do. SQLite has one process: it runs directly.
 */
export async function exclusively<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return work();
  return database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
    }
  });
}

/**
 * Brings the database up to date at start: migrates (MIGRATE_ON_START, the default) or, where
 * migrations are a release step, refuses to start on a database `npm run migrate` has not brought up;
 * then seeds the demo company into an empty database when asked. Says whether it seeded.
 */
export function prepareDatabase(config: Config, database: DatabaseHandle): Promise<boolean> {
  return exclusively(database, async () => {
    if (config.migrateOnStart) await migrateToLatest(database.db);
    else {
      const pending = await pendingMigrations(database.db);
      if (pending.length > 0) {
        throw new Error(`The database lacks migrations ${pending.join(', ')}: run npm run migrate first`);
      }
    }
    const seedWanted =
      (config.seedDemo === 'true' || (config.seedDemo === 'auto' && database.engine === 'sqlite')) &&
      (await isEmpty(database.db));
    if (seedWanted) await seedDemo(database.db, new Date());
    return seedWanted;
  });
}
