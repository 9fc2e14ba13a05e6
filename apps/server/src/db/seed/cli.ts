import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { isEmpty } from './demo.ts';

/**
 * `npm run seed`: migrates and seeds the demo company (and its six weeks of time) into an empty
 * database, SQLite or DATABASE_URL. The seed runs inside the app, through the same services the API uses.
 */
const config = loadConfig({ ...process.env, SEED_DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const probe = openDatabase(config);
await migrateToLatest(probe.db);
const empty = await isEmpty(probe.db);
await probe.db.destroy();
if (!empty) {
  console.log('The database already holds data; the demo seed only runs on an empty database.');
} else {
  const app = await buildApp(config, { serveWeb: false });
  await app.close();
  console.log(
    `Seeded the demo company into ${config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}/portal.sqlite`}.`,
  );
}
