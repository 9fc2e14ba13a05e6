import { SYNC_MSG, SYNC_PARTS, SYNC_TYPE, type SyncPart, type SyncStatus } from '@portal/contracts/sync';
import type { SyncConfig } from '../../config.ts';
import type { Tx } from '../../db/database.ts';
import { insertAuditRow, systemActor, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { bumpDataRevision } from '../../platform/data-revision.ts';
import { AppError, ConflictError } from '../../platform/errors.ts';
import {
  applyCompanies,
  applyEmployees,
  applyJobs,
  PartConflict,
  type Applied,
  type Batch,
} from './apply.ts';
import { cmicSource } from './connectors/cmic.ts';
import {
  SourceError,
  type ExternalCompany,
  type ExternalEmployee,
  type ExternalJob,
  type SourceName,
  type SyncSource,
} from './connectors/source.ts';
import { starBuilderSource } from './connectors/star-builder.ts';
import { dueOccurrence } from './schedule.ts';
import * as q from './queries.ts';

const HEARTBEAT_MS = 10_000;
/** A running request whose heartbeat is older than this lost its server. */
const STALE_MS = 60_000;

/** The configured systems; a system without an address is left out (and nothing of it is deactivated). */
function syncSources(cfg: SyncConfig, cmicCompanyCode: string | null): SyncSource[] {
  return [
    ...(cfg.cmic.baseUrl
      ? [cmicSource({ ...cfg.cmic, baseUrl: cfg.cmic.baseUrl }, cfg.http, cmicCompanyCode)]
      : []),
    ...(cfg.starBuilder.baseUrl
      ? [starBuilderSource({ ...cfg.starBuilder, baseUrl: cfg.starBuilder.baseUrl }, cfg.http)]
      : []),
  ];
}

/**
 * Starts a sync of the company and returns at once with its request id and the run, which resolves when
 * the sync is complete (it never rejects). A company runs one sync at a time: the database refuses a
 * second running request.
 */
export async function startSync(
  ctx: AppContext,
  actor: Actor,
  syncType: number,
): Promise<{ id: number; done: Promise<void> }> {
  const [settings] = await q.syncSettings(ctx.db, actor.companyId);
  const sources = syncSources(ctx.config.sync, settings?.cmic_companycode ?? null);
  if (sources.length === 0) throw new AppError(422, 'sync_not_configured', SYNC_MSG.notConfigured);
  await failStale(ctx, actor.companyId);
  const id = await q.insertRequest(ctx.db, {
    companyId: actor.companyId,
    syncType,
    requestedBy: actor.userId,
    at: ctx.now().toISOString(),
  });
  if (id === null) throw new ConflictError('sync_running', SYNC_MSG.alreadyRunning);
  const done = runSync(ctx, actor, id, sources).catch((err: unknown) => {
    ctx.log.error({ err, requestId: id }, 'sync failed unexpectedly');
  });
  return { id, done };
}

interface PartRun<T> {
  key: SyncPart;
  read(source: SyncSource): Promise<T[]>;
  apply(tx: Tx, batches: Batch<T>[], at: string): Promise<Applied>;
}

/** A part with its record type erased, so parts of different kinds run in one list. */
const part = <T>(p: PartRun<T>) => p as unknown as PartRun<unknown>;

async function runSync(ctx: AppContext, actor: Actor, id: number, sources: SyncSource[]): Promise<void> {
  const { companyId } = actor;
  // The external ids each source lists as active: with its inactive list, who is missing is known.
  const activeIds = new Map<SourceName, Set<string>>();
  const parts = [
    part<ExternalEmployee>({
      key: 'active_emp',
      read: async (s) => {
        const items = await s.employees(true);
        activeIds.set(s.name, new Set(items.map((e) => e.externalId)));
        return items;
      },
      apply: (tx, batches, at) => applyEmployees(tx, companyId, batches, at),
    }),
    part<ExternalEmployee>({
      key: 'in_active_emp',
      read: (s) => s.employees(false),
      apply: (tx, batches, at) => {
        const present = new Map<SourceName, Set<string>>();
        for (const b of batches) {
          const active = activeIds.get(b.source);
          if (active) present.set(b.source, new Set([...active, ...b.items.map((e) => e.externalId)]));
        }
        return applyEmployees(tx, companyId, batches, at, present);
      },
    }),
    part<ExternalJob>({
      key: 'job',
      read: (s) => s.jobs(),
      apply: (tx, batches, at) => applyJobs(tx, companyId, batches, at),
    }),
    part<ExternalCompany>({
      key: 'sub_company',
      read: (s) => s.subcontractorCompanies(),
      apply: (tx, batches, at) => applyCompanies(tx, companyId, batches, at),
    }),
  ];

  const beat = setInterval(() => {
    q.heartbeat(ctx.db, id, ctx.now().toISOString()).catch(() => {});
  }, HEARTBEAT_MS);
  const errors: Partial<Record<SyncPart, string>> = {};
  try {
    for (const p of parts) {
      const error = await runPart(ctx, actor, id, sources, p);
      if (error) errors[p.key] = error;
    }
  } finally {
    clearInterval(beat);
  }
  const at = ctx.now().toISOString();
  const failed = Object.keys(errors).length > 0;
  if (failed) await q.setErrors(ctx.db, id, JSON.stringify(errors));
  await q.completeRequests(ctx.db, { id }, null, at);
  if (!failed) await q.setLastSynced(ctx.db, companyId, at);
}

/** Reads a part from every source, then applies it in one transaction; answers why it failed, if it did. */
async function runPart<T>(
  ctx: AppContext,
  actor: Actor,
  id: number,
  sources: SyncSource[],
  part: PartRun<T>,
): Promise<string | null> {
  const label = SYNC_PARTS.find((p) => p.key === part.key)!.label;
  try {
    const batches = await Promise.all(
      sources.map(async (s) => ({ source: s.name, items: await part.read(s) })),
    );
    await ctx.db.transaction().execute(async (tx) => {
      const at = ctx.now();
      const applied = await part.apply(tx, batches, at.toISOString());
      if (applied.changes.length > 0) {
        await insertAuditRow(
          tx,
          actor,
          {
            action: 'Sync',
            description: `${label} synced: ${applied.changes.join('; ')}`,
            entity: 'sync_request',
            entityId: id,
          },
          at,
        );
        await bumpDataRevision(tx, actor.companyId);
      }
      await q.setPart(tx, id, { [`${part.key}_status`]: 1, [part.key]: applied.count }, at.toISOString());
    });
    return null;
  } catch (err) {
    const reason =
      err instanceof SourceError || err instanceof PartConflict
        ? err.message
        : 'could not be saved (see the server log)';
    if (!(err instanceof SourceError || err instanceof PartConflict)) {
      ctx.log.error({ err, requestId: id, part: part.key }, 'sync part failed');
    }
    await q.setPart(ctx.db, id, { [`${part.key}_status`]: 0 }, ctx.now().toISOString());
    return reason;
  }
}

/** Running requests whose server stopped beating are completed as Failed. */
async function failStale(ctx: AppContext, companyId?: number, olderThanMs = STALE_MS): Promise<number> {
  const now = ctx.now();
  return q.completeRequests(
    ctx.db,
    { heartbeatBefore: new Date(now.getTime() - olderThanMs).toISOString(), companyId },
    JSON.stringify({ sync: SYNC_MSG.interrupted }),
    now.toISOString(),
  );
}

/**
 * On start: on SQLite this process is the only one, so every running request was cut short; on
 * PostgreSQL another instance may be running one, so only the silent ones are.
 */
export function failInterrupted(ctx: AppContext): Promise<number> {
  return ctx.engine === 'sqlite' ? failStale(ctx, undefined, -1) : failStale(ctx);
}

/** The scheduled syncs due now, one company after the other. */
export async function runDueSyncs(ctx: AppContext): Promise<void> {
  await failStale(ctx);
  for (const s of await q.syncSettings(ctx.db)) {
    const last = await q.lastAutoRequestedAt(ctx.db, s.company_id);
    if (!dueOccurrence(s.star_builder_schedule, s.time_zone, ctx.now(), last)) continue;
    try {
      const { done } = await startSync(ctx, systemActor(s.company_id), SYNC_TYPE.auto);
      await done;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      ctx.log.info({ companyId: s.company_id, reason: err.message }, 'scheduled sync not started');
    }
  }
}

export async function syncStatus(
  ctx: AppContext,
  companyId: number,
  id?: number,
): Promise<SyncStatus | null> {
  const row = id === undefined ? await q.latestRequest(ctx.db, companyId) : await q.requestById(ctx.db, id);
  if (!row) return null;
  const part = (v: number | null) => (v === null ? null : v === 1 ? 1 : 0);
  return {
    id: row.id,
    company_code: row.company_code,
    cmic_companycode: row.cmic_companycode,
    sync_type: row.sync_type === SYNC_TYPE.auto ? 1 : 2,
    requested_time: row.requested_time,
    request_status: row.request_status === 2 ? 2 : 1,
    sync_completed_on: row.sync_completed_on,
    active_emp_status: part(row.active_emp_status),
    active_emp: row.active_emp,
    in_active_emp_status: part(row.in_active_emp_status),
    in_active_emp: row.in_active_emp,
    job_status: part(row.job_status),
    job: row.job,
    sub_company_status: part(row.sub_company_status),
    sub_company: row.sub_company,
    errors: row.error ? (JSON.parse(row.error) as Record<string, string>) : null,
  };
}
