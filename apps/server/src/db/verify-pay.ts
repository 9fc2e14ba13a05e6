import { loadConfig } from '../config.ts';
import { payDifferences } from '../modules/pay-figures/service.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * `npm run verify-pay`: works out every open week's pay figures again from the domain (each
 * employee's whole history) and lists every entry whose stored figures differ; exits 1 when any does.
 * Closed weeks keep the figures payroll was paid with.
 * An operator's check that every write kept the figures (docs/time-rules.md, "Stored pay figures").
 */
const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const { db } = openDatabase(config);
try {
  await migrateToLatest(db);
  const found = await payDifferences(db);
  for (const d of found)
    console.log(
      `company ${d.company_id} entry ${d.id} (employee ${d.employee_id}, ${d.work_date}): stored ${JSON.stringify(d.stored)}, computed ${JSON.stringify(d.computed)}`,
    );
  console.log(
    found.length === 0
      ? 'Every stored pay figure of an open week matches the domain.'
      : `${found.length} entries' stored pay figures differ from the domain.`,
  );
  process.exitCode = found.length === 0 ? 0 : 1;
} finally {
  await db.destroy();
}
