import { type Instant, minutesBetween } from './instant.ts';
import { splitThresholdMinutes } from './time-of-day.ts';

export type SwapKind = 'in' | 'out';
export type EntrySource = 'REGULAR' | 'MANUAL';

export interface SwappableEntry<Id = number> {
  id: Id;
  source: EntrySource;
  clock_in_at: Instant;
  clock_out_at: Instant | null;
  punch_in_id: number | null;
  punch_out_id: number | null;
}

type SwapRefusal = 'same_entry' | 'not_regular' | 'missing_punch' | 'not_in_order' | 'too_long';

export type SwapResult<E> = { ok: true; entries: [E, E] } | { ok: false; reason: SwapRefusal };

/**
 * Swaps the clock-in (or clock-out) punch of two entries: its time and punch id travel together, and
 * whatever else belongs to the punch (photo, position, statuses) is read again by its id. Allowed only
 * between two different REGULAR entries, and only when each keeps clock-in at least a minute before
 * clock-out and stays within the split threshold. An entry left without a clock-out is open, which is
 * fine: that is how a clock-out on the wrong entry gets moved to the open one.
 */
export function swapPunches<E extends SwappableEntry<unknown>>(
  a: E,
  b: E,
  kind: SwapKind,
  splitThreshold: string | null | undefined,
): SwapResult<E> {
  if (a.id === b.id) return { ok: false, reason: 'same_entry' };
  if (a.source !== 'REGULAR' || b.source !== 'REGULAR') return { ok: false, reason: 'not_regular' };
  if (kind === 'out' && a.clock_out_at == null && b.clock_out_at == null)
    return { ok: false, reason: 'missing_punch' };

  const swapped: [E, E] =
    kind === 'in'
      ? [
          { ...a, clock_in_at: b.clock_in_at, punch_in_id: b.punch_in_id },
          { ...b, clock_in_at: a.clock_in_at, punch_in_id: a.punch_in_id },
        ]
      : [
          { ...a, clock_out_at: b.clock_out_at, punch_out_id: b.punch_out_id },
          { ...b, clock_out_at: a.clock_out_at, punch_out_id: a.punch_out_id },
        ];
  for (const entry of swapped) {
    const refusal = swappedLengthRefusal(entry.clock_in_at, entry.clock_out_at, splitThreshold);
    if (refusal) return { ok: false, reason: refusal };
  }
  return { ok: true, entries: swapped };
}

/**
 * Whether an entry may keep the punches a swap gives it: clock-in at least a minute before clock-out and
 * within the split threshold, or no clock-out at all (null); else why not. The server checks every
 * entry of a swap of any size with it, the screen the pair it swaps (swapPunches).
 */
export function swappedLengthRefusal(
  clockIn: Instant,
  clockOut: Instant | null,
  splitThreshold: string | null | undefined,
): 'not_in_order' | 'too_long' | null {
  if (clockOut == null) return null;
  const length = minutesBetween(clockIn, clockOut);
  if (length < 1) return 'not_in_order';
  if (length > splitThresholdMinutes(splitThreshold)) return 'too_long';
  return null;
}

/** The wire form of a swap side: '{id}-CLKIN' or '{id}-CLKOUT'. */
export function swapId(id: number, kind: SwapKind): string {
  return `${id}-${kind === 'in' ? 'CLKIN' : 'CLKOUT'}`;
}

export function parseSwapId(value: string): { id: number; kind: SwapKind } | null {
  const match = /^(\d+)-(CLKIN|CLKOUT)$/.exec(value.trim());
  if (!match) return null;
  return { id: Number(match[1]), kind: match[2] === 'CLKIN' ? 'in' : 'out' };
}

/** A selection for the swap view: which entries may take part, and whether at least two remain. */
export function swapSelection<E extends { source: EntrySource }>(
  selected: ReadonlyArray<E>,
): { regular: E[]; manual: E[]; canSwap: boolean } {
  const regular = selected.filter((e) => e.source === 'REGULAR');
  const manual = selected.filter((e) => e.source !== 'REGULAR');
  return { regular, manual, canSwap: regular.length >= 2 };
}
