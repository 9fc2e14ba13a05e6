import { JOB_MSG, type Job, type JobTimingsRequest } from '@portal/contracts/jobs';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import * as q from './queries.ts';

type Row = NonNullable<Awaited<ReturnType<typeof q.findJob>>>;

/**
 * Areas and tasks are stored as JSON arrays of names (what the sync writes); a plain text value is read
 * as a comma separated list, so a hand-edited row still shows.
 * @internal Tested on its own.
 */
export function names(stored: string | null): string[] {
  if (!stored?.trim()) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  } catch {
    // not JSON: a comma separated list
  }
  return stored
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const toJob = (r: Row): Job => ({
  ...r,
  job_areas: names(r.job_areas),
  job_positions_tasks: names(r.job_positions_tasks),
});

// Sorted here rather than in SQL: SQLite compares bytes, PostgreSQL by the database's locale, and the
// list must read the same on both. Numeric parts compare as numbers (J-9 before J-10).
const byCode = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export async function listJobs(ctx: AppContext, companyId: number): Promise<Job[]> {
  const rows = await q.listJobs(ctx.db, companyId);
  return rows.sort((a, b) => byCode.compare(a.code, b.code) || a.id - b.id).map(toJob);
}

export async function getJob(ctx: AppContext, companyId: number, id: number): Promise<Job> {
  const row = await q.findJob(ctx.db, companyId, id);
  if (!row) throw new NotFoundError(JOB_MSG.notFound);
  return toJob(row);
}

/** New default hours apply to punches rounded from now on; entries already derived keep theirs. */
export async function updateTimings(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: JobTimingsRequest,
): Promise<Job> {
  return ctx.db.transaction().execute(async (tx) => {
    const row = await q.findJob(tx, actor.companyId, id);
    if (!row) throw new NotFoundError(JOB_MSG.notFound);
    const at = ctx.now();
    await q.setTimings(tx, actor.companyId, id, input, at.toISOString());
    const change = (label: string, before: string | null, after: string) =>
      `${label} ${before ?? 'unset'} -> ${after}`;
    await writeAudit(
      tx,
      actor,
      {
        action: 'Job Defaults Update',
        description: `Job ${row.code} ${row.name}: ${change('start', row.default_job_start_time, input.default_job_start_time)}, ${change('end', row.default_job_end_time, input.default_job_end_time)}`,
        entity: 'job',
        entityId: id,
      },
      at,
    );
    return toJob({ ...row, ...input });
  });
}

/**
 * Sets (or clears) the job's QuickBooks customer, which the QuickBooks file writes before the job's
 * name (Customer:Job). The sync never writes it (docs/sync.md), so what a clerk types stays.
 */
export async function setCustomer(
  ctx: AppContext,
  actor: Actor,
  id: number,
  customerName: string | null,
): Promise<Job> {
  return ctx.db.transaction().execute(async (tx) => {
    const row = await q.findJob(tx, actor.companyId, id);
    if (!row) throw new NotFoundError(JOB_MSG.notFound);
    const at = ctx.now();
    await q.setCustomer(tx, actor.companyId, id, customerName, at.toISOString());
    await writeAudit(
      tx,
      actor,
      {
        action: 'Job Customer',
        description: `Customer of job ${row.code} ${row.name}: ${row.customer_name ?? 'none'} -> ${customerName ?? 'none'}`,
        entity: 'job',
        entityId: id,
      },
      at,
    );
    return toJob({ ...row, customer_name: customerName });
  });
}
