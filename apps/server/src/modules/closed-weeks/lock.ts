import { PAY_PERIOD_MSG } from '@portal/contracts/pay-periods';
import { weekOfDate } from '@portal/domain';
import type { Db, Tx } from '../../db/database.ts';
import { ConflictError } from '../../platform/errors.ts';
import { closedWeeksAmong, lockShared } from './queries.ts';

/** The Mondays of the weeks holding these work days, each once. */
const weeksOf = (workDates: Iterable<string>) => [...new Set([...workDates].map((d) => weekOfDate(d).start))];

/**
 * Refuses (409) a change to time entries whose work days lie in a week payroll has closed. Call it in
 * the transaction of the change, before its first write, with the work days before and after it (or
 * outside one, to refuse early what the change's own check would refuse anyway).
 */
export async function assertWeeksOpen(
  tx: Db | Tx,
  companyId: number,
  workDates: Iterable<string>,
): Promise<void> {
  await lockShared(tx, companyId);
  const [closed] = await closedWeeksAmong(tx, companyId, weeksOf(workDates));
  if (closed) throw new ConflictError('pay_period_closed', PAY_PERIOD_MSG.closed(closed));
}

/** The closed weeks among those of these work days, taking the lock as a change does. */
export async function closedWeeksOf(
  tx: Tx,
  companyId: number,
  workDates: Iterable<string>,
): Promise<Set<string>> {
  await lockShared(tx, companyId);
  return new Set(await closedWeeksAmong(tx, companyId, weeksOf(workDates)));
}
