import { type Instant, toMs } from './instant.ts';
import { hmsToSeconds } from './time-of-day.ts';

export type PunchType = 'in' | 'out';

export interface PunchRef<Id = number> {
  id: Id;
  employee_id: number | string;
  punch_type: PunchType;
  punched_at: Instant;
}

/**
 * A punch repeats `previous` (the same employee's punch before it) when it has the same type and lies
 * within the window of it (inclusive). A window of 00:00:00 or unset turns the check off.
 * @internal findDuplicatePunches' comparison, tested on its own.
 */
export function isDuplicatePunch(
  punch: Omit<PunchRef<unknown>, 'id'>,
  previous: Omit<PunchRef<unknown>, 'id'> | null | undefined,
  window: string | null | undefined,
): boolean {
  const windowMs = hmsToSeconds(window) * 1000;
  if (!previous || windowMs === 0) return false;
  if (String(previous.employee_id) !== String(punch.employee_id)) return false;
  if (previous.punch_type !== punch.punch_type) return false;
  return Math.abs(toMs(punch.punched_at) - toMs(previous.punched_at)) <= windowMs;
}

/**
 * Ids of the duplicates in a set of punches (any order, any employees). Each punch is compared with
 * the employee's last kept punch at or before it in time, so a burst of taps 40 s apart keeps one
 * punch per window, not one. `stored` are punches kept before (a batch's employees' last stored ones):
 * never duplicates themselves, and a punch after one is compared with it like with any kept punch.
 */
export function findDuplicatePunches<Id>(
  punches: ReadonlyArray<PunchRef<Id>>,
  window: string | null | undefined,
  stored: ReadonlyArray<Omit<PunchRef<unknown>, 'id'>> = [],
): Id[] {
  type Item = { punch: Omit<PunchRef<unknown>, 'id'>; isNew: false } | { punch: PunchRef<Id>; isNew: true };
  const items: Item[] = [
    ...stored.map((punch) => ({ punch, isNew: false as const })),
    ...punches.map((punch) => ({ punch, isNew: true as const })),
  ];
  const ordered = items
    .map((item, index) => ({ item, index, ms: toMs(item.punch.punched_at) }))
    // At the same time a stored punch comes first: it was kept before.
    .sort((a, b) => a.ms - b.ms || a.index - b.index);
  const lastKept = new Map<string, Omit<PunchRef<unknown>, 'id'>>();
  const duplicates: Id[] = [];
  for (const { item } of ordered) {
    const employee = String(item.punch.employee_id);
    if (item.isNew && isDuplicatePunch(item.punch, lastKept.get(employee), window))
      duplicates.push(item.punch.id);
    else lastKept.set(employee, item.punch);
  }
  return duplicates;
}
