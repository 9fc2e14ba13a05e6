import { TIMESHEET_MSG, type MealPremiumRequest } from '@portal/contracts/timesheets';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { assertWeeksOpen } from '../closed-weeks/service.ts';
import { loadSettings } from '../settings/service.ts';
import { entryDescriber } from '../time-entries/service.ts';
import * as q from './queries.ts';

const missedText = (n: number) => `${n} meal ${n === 1 ? 'period' : 'periods'} missed`;

/**
 * Marks (or unmarks) the meal premium owed on an employee's entry that missed a meal period
 * (docs/time-rules.md, "Meal periods"): the payroll files then pay the workday's premium hour. An
 * approved entry can be marked too, until its week is closed (409); an entry changed since the clerk
 * read it is a conflict (409), and one that missed no meal period is refused (422). One audit row.
 */
export async function markMealPremium(ctx: AppContext, actor: Actor, req: MealPremiumRequest) {
  const companyId = actor.companyId;
  const { time_zone: tz } = await loadSettings(ctx.db, companyId);
  return ctx.db.transaction().execute(async (tx) => {
    const [row] = await q.entriesByIds(tx, companyId, [req.id]);
    if (!row) throw new NotFoundError(`Time entry ${req.id} was not found.`);
    await assertWeeksOpen(tx, companyId, [row.work_date]);
    if (req.version !== row.version) throw new ConflictError('stale_time_entry', TIMESHEET_MSG.conflict);
    if (row.meal_periods_missed <= 0) throw new ValidationError({ id: TIMESHEET_MSG.noMealPeriodMissed });
    const owed = req.owed ? 1 : 0;
    const message = req.owed ? TIMESHEET_MSG.mealPremiumMarked : TIMESHEET_MSG.mealPremiumUnmarked;
    if (row.meal_premium_owed === owed)
      return { message, data: { id: row.id, version: row.version, meal_premium_owed: req.owed } };
    const at = ctx.now().toISOString();
    const written = await q.updateEntryAt(tx, row.id, row.version, {
      meal_premium_owed: owed,
      modified_by: actor.userId,
      updated_at: at,
    });
    if (!written) throw new ConflictError('stale_time_entry', TIMESHEET_MSG.conflict);
    const describe = await entryDescriber(tx, companyId, [row], tz);
    await writeAudit(
      tx,
      actor,
      {
        action: 'Meal Premium',
        description: `${req.owed ? 'Marked the meal premium owed' : 'Unmarked the meal premium'} of ${describe(row)} (${missedText(row.meal_periods_missed)})`,
        entity: 'time_entry',
        entityId: row.id,
      },
      ctx.now(),
    );
    return { message, data: { id: row.id, version: row.version + 1, meal_premium_owed: req.owed } };
  });
}
