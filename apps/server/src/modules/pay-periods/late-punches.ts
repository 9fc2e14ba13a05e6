import type { PunchUpload } from '@portal/contracts/timesheets';
import { displayDate } from '@portal/domain';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { SentPunch } from '../closed-weeks/service.ts';
import { latePunchesOfWeek } from './queries.ts';

/** Applies a batch of punches through the punches module's ingestion (its storePunches). */
export type ApplyPunches = (sent: SentPunch[]) => Promise<unknown[]>;

/** Punches of one batch at most (the punch batch's limit). */
const BATCH = 500;

/**
 * Once a week is reopened, its late punches are applied as if they arrived now, in the order they
 * were taken, through the ordinary ingestion; each leaves the waiting list in the transaction that
 * applies it. One refused now (an employee made inactive meanwhile) is recorded in the log.
 */
export async function applyLatePunches(
  ctx: AppContext,
  actor: Actor,
  weekStart: string,
  apply: ApplyPunches,
): Promise<number> {
  const rows = await latePunchesOfWeek(ctx.db, actor.companyId, weekStart);
  if (rows.length === 0) return 0;
  const refused: string[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const sent = rows.slice(i, i + BATCH).map((r) => ({
      ...(JSON.parse(r.sender) as Omit<SentPunch, 'upload'>),
      upload: JSON.parse(r.upload) as PunchUpload,
    }));
    const results = await apply(sent);
    results.forEach((r, j) => {
      if (r instanceof AppError) refused.push(`${sent[j]!.upload.client_id}: ${r.message}`);
    });
  }
  // Refused punches were taken off the list with the others: they are recorded here.
  await ctx.db.transaction().execute((tx) =>
    writeAudit(
      tx,
      actor,
      {
        action: 'Late Punches Applied',
        description: `Applied ${rows.length - refused.length} of ${rows.length} late punches of the week of ${displayDate(weekStart)}${refused.length ? `; refused: ${refused.join('; ')}` : ''}`,
        entity: 'pay_period',
      },
      ctx.now(),
    ),
  );
  return rows.length - refused.length;
}
