import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026-11-21T0001-initial.ts';
import * as lookupIndexes from './migrations/2026-11-21T0002-lookup-indexes.ts';
import * as dataRevision from './migrations/2026-11-21T0003-data-revision.ts';
import * as openEntryIndex from './migrations/2026-11-21T0004-open-entry-index.ts';
import * as subcontractorWorkers from './migrations/2026-11-23T0005-subcontractor-workers-as-employees.ts';
import * as syncRuns from './migrations/2026-11-24T0011-sync-runs.ts';
import * as oneOpenEntry from './migrations/2026-11-24T0012-one-open-entry.ts';
import * as sharedStorage from './migrations/2026-11-24T0013-shared-storage.ts';
import * as mailOutbox from './migrations/2026-11-24T0014-mail-outbox.ts';
import * as approvedSplit from './migrations/2026-11-24T0015-approved-split.ts';
import * as payPeriods from './migrations/2026-11-25T0016-pay-periods.ts';
import * as payrollIds from './migrations/2026-11-25T0017-payroll-ids.ts';
import * as entrySite from './migrations/2026-11-25T0018-entry-site.ts';
import * as changeNotifications from './migrations/2026-11-26T0021-change-notifications.ts';
import * as weekRevisions from './migrations/2026-11-27T0022-week-revisions.ts';
import * as fewerEntryIndexes from './migrations/2026-11-27T0023-fewer-entry-indexes.ts';
import * as weekIndexByEmployee from './migrations/2026-11-27T0024-week-index-by-employee.ts';
import * as storedPayFigures from './migrations/2026-11-28T0025-stored-pay-figures.ts';
import * as overtimePolicies from './migrations/2026-11-28T0026-overtime-policies.ts';
import * as jobCustomers from './migrations/2026-11-29T0027-job-customers.ts';
import * as quickbooksCompany from './migrations/2026-11-29T0028-quickbooks-company.ts';

/** Migrations are listed here by name (sortable date prefix) so the bundle needs no file-system scan. */
const migrations: Record<string, Migration> = {
  '2026-11-21T0001-initial': initial,
  '2026-11-21T0002-lookup-indexes': lookupIndexes,
  '2026-11-21T0003-data-revision': dataRevision,
  '2026-11-21T0004-open-entry-index': openEntryIndex,
  '2026-11-23T0005-subcontractor-workers-as-employees': subcontractorWorkers,
  '2026-11-24T0011-sync-runs': syncRuns,
  '2026-11-24T0012-one-open-entry': oneOpenEntry,
  '2026-11-24T0013-shared-storage': sharedStorage,
  '2026-11-24T0014-mail-outbox': mailOutbox,
  '2026-11-24T0015-approved-split': approvedSplit,
  '2026-11-25T0016-pay-periods': payPeriods,
  '2026-11-25T0017-payroll-ids': payrollIds,
  '2026-11-25T0018-entry-site': entrySite,
  '2026-11-26T0021-change-notifications': changeNotifications,
  '2026-11-27T0022-week-revisions': weekRevisions,
  '2026-11-27T0023-fewer-entry-indexes': fewerEntryIndexes,
  '2026-11-27T0024-week-index-by-employee': weekIndexByEmployee,
  '2026-11-28T0025-stored-pay-figures': storedPayFigures,
  '2026-11-28T0026-overtime-policies': overtimePolicies,
  '2026-11-29T0027-job-customers': jobCustomers,
  '2026-11-29T0028-quickbooks-company': quickbooksCompany,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** On PostgreSQL the bookkeeping tables live in the connection's own schema, not wherever one is found. */
async function migrator<DB>(db: Kysely<DB>): Promise<Migrator> {
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  return new Migrator({ db, provider, migrationTableSchema: schema });
}

/** The names of the migrations the database has not had yet. */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const all = await (await migrator(db)).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
