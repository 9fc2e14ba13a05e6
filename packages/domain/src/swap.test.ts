import { describe, expect, it } from 'vitest';
import { parseSwapId, type SwappableEntry, swapId, swapPunches, swapSelection } from './swap.ts';
import { ny } from './test-support.ts';

const entry = (
  id: number,
  from: string,
  to: string | null,
  source: 'REGULAR' | 'MANUAL' = 'REGULAR',
): SwappableEntry => ({
  id,
  source,
  clock_in_at: ny(from.length > 5 ? from : `2024-03-04 ${from}`),
  clock_out_at: to === null ? null : ny(to.length > 5 ? to : `2024-03-04 ${to}`),
  punch_in_id: id * 10 + 1,
  punch_out_id: to === null ? null : id * 10 + 2,
});

describe('swapPunches refusals', () => {
  it.each([
    {
      name: 'an entry with itself',
      a: entry(1, '07:00', '15:00'),
      b: entry(1, '07:00', '15:00'),
      kind: 'in' as const,
      reason: 'same_entry',
    },
    {
      name: 'a manual entry',
      a: entry(1, '07:00', '15:00'),
      b: entry(2, '08:00', '16:00', 'MANUAL'),
      kind: 'in' as const,
      reason: 'not_regular',
    },
    {
      name: 'two clock-outs that are both missing',
      a: entry(1, '07:00', null),
      b: entry(2, '08:00', null),
      kind: 'out' as const,
      reason: 'missing_punch',
    },
    {
      name: 'clock-ins that land after clock-outs',
      a: entry(1, '07:00', '09:00'),
      b: entry(2, '10:00', '18:00'),
      kind: 'in' as const,
      reason: 'not_in_order',
    },
    {
      name: 'clock-outs that land before clock-ins',
      a: entry(1, '07:00', '09:00'),
      b: entry(2, '10:00', '18:00'),
      kind: 'out' as const,
      reason: 'not_in_order',
    },
    {
      name: 'a swap leaving a zero-length entry',
      a: entry(1, '07:00', '08:00'),
      b: entry(2, '08:00', '09:00'),
      kind: 'out' as const,
      reason: 'not_in_order',
    },
    {
      name: 'a swap making a 16-hour entry',
      a: entry(1, '06:00', '07:00'),
      b: entry(2, '06:30', '22:00'),
      kind: 'out' as const,
      reason: 'too_long',
    },
  ])('refuses $name', ({ a, b, kind, reason }) => {
    expect(swapPunches(a, b, kind, '15:00:00')).toEqual({ ok: false, reason });
  });
});

describe('swapPunches', () => {
  it.each([
    {
      name: 'clock-ins of two day entries',
      a: entry(1, '07:00', '15:30'),
      b: entry(2, '08:00', '16:00'),
      kind: 'in' as const,
      split: '15:00:00',
      after: [
        [ny('2024-03-04 08:00'), 21, ny('2024-03-04 15:30'), 12],
        [ny('2024-03-04 07:00'), 11, ny('2024-03-04 16:00'), 22],
      ],
    },
    {
      name: 'clock-outs of two day entries',
      a: entry(1, '07:00', '15:30'),
      b: entry(2, '08:00', '16:00'),
      kind: 'out' as const,
      split: '15:00:00',
      after: [
        [ny('2024-03-04 07:00'), 11, ny('2024-03-04 16:00'), 22],
        [ny('2024-03-04 08:00'), 21, ny('2024-03-04 15:30'), 12],
      ],
    },
    {
      name: 'a clock-out moved to the open entry it belongs to',
      a: entry(1, '07:00', '15:30'),
      b: entry(2, '07:05', null),
      kind: 'out' as const,
      split: '15:00:00',
      after: [
        [ny('2024-03-04 07:00'), 11, null, null],
        [ny('2024-03-04 07:05'), 21, ny('2024-03-04 15:30'), 12],
      ],
    },
    {
      name: 'a clock-in swapped with an open entry',
      a: entry(1, '07:00', null),
      b: entry(2, '08:00', '16:00'),
      kind: 'in' as const,
      split: '15:00:00',
      after: [
        [ny('2024-03-04 08:00'), 21, null, null],
        [ny('2024-03-04 07:00'), 11, ny('2024-03-04 16:00'), 22],
      ],
    },
    {
      name: 'a 16-hour result under a 20-hour threshold',
      a: entry(1, '06:00', '07:00'),
      b: entry(2, '06:30', '22:00'),
      kind: 'out' as const,
      split: '20:00:00',
      after: [
        [ny('2024-03-04 06:00'), 11, ny('2024-03-04 22:00'), 22],
        [ny('2024-03-04 06:30'), 21, ny('2024-03-04 07:00'), 12],
      ],
    },
    {
      name: 'clock-outs of two night shifts over midnight and spring forward',
      a: entry(1, '2024-03-09 22:00', '2024-03-10 06:00'),
      b: entry(2, '2024-03-09 21:00', '2024-03-10 05:00'),
      kind: 'out' as const,
      split: '15:00:00',
      after: [
        [ny('2024-03-09 22:00'), 11, ny('2024-03-10 05:00'), 22],
        [ny('2024-03-09 21:00'), 21, ny('2024-03-10 06:00'), 12],
      ],
    },
  ])('swaps $name', ({ a, b, kind, split, after }) => {
    const result = swapPunches(a, b, kind, split);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.entries.map((e) => [e.clock_in_at, e.punch_in_id, e.clock_out_at, e.punch_out_id])).toEqual(
      after,
    );
    expect(result.entries.map((e) => e.id)).toEqual([a.id, b.id]);
  });
});

describe('swap ids and selection', () => {
  it.each([
    { id: 12, kind: 'in' as const, wire: '12-CLKIN' },
    { id: 12, kind: 'out' as const, wire: '12-CLKOUT' },
  ])('writes $kind of $id as $wire and reads it back', ({ id, kind, wire }) => {
    expect(swapId(id, kind)).toBe(wire);
    expect(parseSwapId(wire)).toEqual({ id, kind });
  });

  it.each(['12-CLOCKIN', 'CLKIN-12', '', 'x-CLKOUT'])('refuses the swap id %j', (wire) => {
    expect(parseSwapId(wire)).toBeNull();
  });

  it.each([
    { name: 'two regular entries', sources: ['REGULAR', 'REGULAR'], regular: 2, manual: 0, canSwap: true },
    {
      name: 'two regular and one manual',
      sources: ['REGULAR', 'MANUAL', 'REGULAR'],
      regular: 2,
      manual: 1,
      canSwap: true,
    },
    {
      name: 'one regular and one manual',
      sources: ['REGULAR', 'MANUAL'],
      regular: 1,
      manual: 1,
      canSwap: false,
    },
    { name: 'nothing', sources: [], regular: 0, manual: 0, canSwap: false },
  ] as const)('sorts a selection of $name', ({ sources, regular, manual, canSwap }) => {
    const result = swapSelection(sources.map((source) => ({ source })));
    expect([result.regular.length, result.manual.length, result.canSwap]).toEqual([regular, manual, canSwap]);
  });
});
