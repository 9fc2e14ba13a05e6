import type { SubSwapRequest } from '@portal/contracts/subcontractor-timesheets';
import { swapId, swapPunches, type SwapKind } from '@portal/domain';
import type { Entry } from './entry-draft.ts';
import { toInstant } from './entry-times.ts';

export interface SwapMove {
  a: Entry;
  b: Entry;
  kind: SwapKind;
}

/** Whether dropping a's clock-in (or clock-out) on b keeps both entries in order and within the max hours. */
export function canSwap(
  { a, b, kind }: SwapMove,
  tz: string,
  splitThreshold: string | null | undefined,
): boolean {
  const shape = (e: Entry) => ({
    id: e.id,
    source: e.source,
    clock_in_at: toInstant(e.clock_in_date_time, tz),
    clock_out_at: e.clock_out_date_time ? toInstant(e.clock_out_date_time, tz) : null,
    punch_in_id: e.punch_in_id,
    punch_out_id: e.punch_out_id,
  });
  return swapPunches(shape(a), shape(b), kind, splitThreshold).ok;
}

/**
 * Each side names the punch it receives: a clock-in swap gives A B's clock-in and B A's. Each carries
 * the version the clerk read (both screens' swap calls take it; the sub-contractor one requires it).
 */
export function swapRequest({ a, b, kind }: SwapMove, userId: number): SubSwapRequest {
  const side = (self: Entry, other: Entry) => ({
    swap_id: swapId(self.id, kind),
    punch_in_id: kind === 'in' ? other.punch_in_id : self.punch_in_id,
    punch_out_id: kind === 'out' ? other.punch_out_id : self.punch_out_id,
    version: self.version,
    modified_by: userId,
  });
  return { swap_entries: [side(a, b), side(b, a)] };
}
