import type { SwapRequest, TimeEntryDetail } from '@portal/contracts/timesheets';
import { swapId, swapPunches, type SwapKind } from '@portal/domain';
import { toInstant } from './entry-times.ts';

export interface SwapMove {
  a: TimeEntryDetail;
  b: TimeEntryDetail;
  kind: SwapKind;
}

/** Whether dropping a's clock-in (or clock-out) on b keeps both entries in order and within the max hours. */
export function canSwap(
  { a, b, kind }: SwapMove,
  tz: string,
  splitThreshold: string | null | undefined,
): boolean {
  const shape = (e: TimeEntryDetail) => ({
    id: e.id,
    source: e.source,
    clock_in_at: toInstant(e.clock_in_date_time, tz),
    clock_out_at: e.clock_out_date_time ? toInstant(e.clock_out_date_time, tz) : null,
    punch_in_id: e.punch_in_id,
    punch_out_id: e.punch_out_id,
  });
  return swapPunches(shape(a), shape(b), kind, splitThreshold).ok;
}

/** Each side names the punch it receives: a clock-in swap gives A B's clock-in and B A's. */
export function swapRequest({ a, b, kind }: SwapMove, userId: number): SwapRequest {
  const side = (self: TimeEntryDetail, other: TimeEntryDetail) => ({
    swap_id: swapId(self.id, kind),
    punch_in_id: kind === 'in' ? other.punch_in_id : self.punch_in_id,
    punch_out_id: kind === 'out' ? other.punch_out_id : self.punch_out_id,
    version: self.version,
    modified_by: userId,
  });
  return { swap_entries: [side(a, b), side(b, a)] };
}
