/**
 * `npm run migrate`: brings the database (SQLite or DATABASE_URL) up to the latest migration, the
 * release step before instances with MIGRATE_ON_START=false start. On PostgreSQL it is safe beside
 * running or starting instances: it waits for the same advisory lock they take. On SQLite it refuses
 * to run while another process holds the file (a running portal migrates itself at its start).
 */
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import path from 'node:path';
import { openDatabase, sqliteFileInUse } from '../apps/server/src/db/database.ts';
import { migrateToLatest, pendingMigrations } from '../apps/server/src/db/migrate.ts';
import { exclusively } from '../apps/server/src/platform/release.ts';

try {
  const config = loadConfig();
  const file = path.join(config.dataDir, 'portal.sqlite');
  if (!config.databaseUrl && sqliteFileInUse(file)) {
    console.error(
      `${file} is open in another process (a running portal?). Stop it first: the portal migrates its database itself when it starts.`,
    );
    process.exit(1);
  }
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
