import type { Tx } from '../../db/database.ts';
import type { SourceName, ExternalCompany, ExternalEmployee, ExternalJob } from './connectors/source.ts';
import { missingEmployees, planCompanies, planEmployees, planJobs, type Plan, type Update } from './plan.ts';
import * as q from './queries.ts';

/** What one source sent for a part. */
export interface Batch<T> {
  source: SourceName;
  items: T[];
}

/** What applying a part did: its count for the sync status and the lines of its audit row. */
export interface Applied {
  count: number;
  changes: string[];
}

/** A part that cannot be applied as sent; its transaction is rolled back. */
export class PartConflict extends Error {}

const SHOWN = 20;

function describe<R>(plan: Pick<Plan<R>, 'inserts' | 'updates'>, deactivated: Update<R>[] = []): string[] {
  const list = (labels: string[]) =>
    labels.slice(0, SHOWN).join(', ') + (labels.length > SHOWN ? ` and ${labels.length - SHOWN} more` : '');
  const changed = plan.updates.map((u) => {
    const fields = Object.keys(u.set).map(
      (f) =>
        `${f}: ${String(u.before[f as keyof R] ?? 'unset')} -> ${String(u.set[f as keyof R] ?? 'unset')}`,
    );
    return `${u.label} (${fields.join(', ')})`;
  });
  return [
    ...(plan.inserts.length
      ? [`${plan.inserts.length} added: ${list(plan.inserts.map((i) => i.label))}`]
      : []),
    ...(changed.length ? [`${changed.length} changed: ${list(changed)}`] : []),
    ...(deactivated.length
      ? [
          `${deactivated.length} deactivated (no longer in the source): ${list(deactivated.map((d) => d.label))}`,
        ]
      : []),
  ];
}

function merged<R>(plans: Plan<R>[]): Plan<R> {
  const plan: Plan<R> = {
    inserts: plans.flatMap((p) => p.inserts),
    updates: plans.flatMap((p) => p.updates),
    conflicts: plans.flatMap((p) => p.conflicts),
  };
  if (plan.conflicts.length > 0) {
    throw new PartConflict(plan.conflicts.slice(0, 5).join('; ') + (plan.conflicts.length > 5 ? '; …' : ''));
  }
  return plan;
}

/**
 * Employees of one status. With `present` (the external ids each source listed, active and inactive),
 * the company's own employees from that source that it no longer lists are deactivated too.
 */
export async function applyEmployees(
  tx: Tx,
  companyId: number,
  batches: Batch<ExternalEmployee>[],
  at: string,
  present?: Map<SourceName, Set<string>>,
): Promise<Applied> {
  const existing = await q.loadEmployees(tx, companyId);
  const plan = merged(batches.map((b) => planEmployees(b.source, existing, b.items)));
  const gone = [...(present ?? new Map<SourceName, Set<string>>())].flatMap(([source, ids]) =>
    missingEmployees(source, existing, ids),
  );
  const role = plan.inserts.length > 0 ? await q.fieldUserRole(tx, companyId) : null;
  await q.applyPlan(
    tx,
    'employees',
    companyId,
    { inserts: plan.inserts, updates: [...plan.updates, ...gone] },
    { role_id: role, created_at: at, updated_at: at },
    { updated_at: at },
  );
  return { count: countOf(batches) + gone.length, changes: describe(plan, gone) };
}

export async function applyJobs(
  tx: Tx,
  companyId: number,
  batches: Batch<ExternalJob>[],
  at: string,
): Promise<Applied> {
  const existing = await q.loadJobs(tx, companyId);
  const plan = merged(batches.map((b) => planJobs(b.source, existing, b.items)));
  await q.applyPlan(tx, 'jobs', companyId, plan, { created_at: at, updated_at: at }, { updated_at: at });
  return { count: countOf(batches), changes: describe(plan) };
}

/** Sub-contractor companies; an added, changed or newly linked one is stamped as synced now. */
export async function applyCompanies(
  tx: Tx,
  companyId: number,
  batches: Batch<ExternalCompany>[],
  at: string,
): Promise<Applied> {
  const existing = await q.loadCompanies(tx, companyId);
  const plan = merged(batches.map((b) => planCompanies(existing, b.items)));
  await q.applyPlan(
    tx,
    'subcontractor_companies',
    companyId,
    plan,
    { sync_at: at, created_at: at, updated_at: at },
    { sync_at: at, updated_at: at },
  );
  return { count: countOf(batches), changes: describe(plan) };
}

function countOf(batches: Batch<unknown>[]): number {
  return batches.reduce((n, b) => n + b.items.length, 0);
}
