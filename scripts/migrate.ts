/**
 * `npm run migrate`: brings the database (SQLite or DATABASE_URL) up to the latest migration, the
 * release step before instances with MIGRATE_ON_START=false start. Safe beside running or starting
 * instances: on PostgreSQL it waits for the same advisory lock they take.
 */
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest, pendingMigrations } from '../apps/server/src/db/migrate.ts';
import { exclusively } from '../apps/server/src/platform/release.ts';

try {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    const applied = await exclusively(database, async () => {
      const pending = await pendingMigrations(database.db);
      await migrateToLatest(database.db);
      return pending;
    });
    console.log(applied.length ? `Applied ${applied.join(', ')}.` : 'The database is up to date.');
  } finally {
    await database.db.destroy();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
