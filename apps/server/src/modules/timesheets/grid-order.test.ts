import { describe, expect, it } from 'vitest';
import { inCodeOrder } from './grid.ts';

const rows = (...codes: string[]) => codes.map((code, i) => ({ i, who: { code } }));
const order = (sorted: ReturnType<typeof rows>) => sorted.map((r) => `${r.who.code}#${r.i}`);

describe('inCodeOrder', () => {
  it('sorts codes as numbers where they hold digits, the first time and from the kept ranks alike', () => {
    const key = 'order-1';
    expect(order(inCodeOrder(rows('E10', 'E2', 'E1'), key))).toEqual(['E1#2', 'E2#1', 'E10#0']);
    expect(order(inCodeOrder(rows('E2', 'E10', 'E1'), key))).toEqual(['E1#2', 'E2#0', 'E10#1']);
  });

  it('keeps codes the collator holds equal in the order given, also when sorting by the kept ranks', () => {
    const key = 'order-2';
    expect(order(inCodeOrder(rows('E1', 'E01', 'E3'), key))).toEqual(['E1#0', 'E01#1', 'E3#2']);
    // The same codes given the other way round: a rank per code would put E1 first again.
    expect(order(inCodeOrder(rows('E3', 'E01', 'E1'), key))).toEqual(['E01#1', 'E1#2', 'E3#0']);
  });

  it('sorts with the collator again when a code was not among those ranked', () => {
    const key = 'order-3';
    inCodeOrder(rows('E5', 'E1'), key);
    expect(order(inCodeOrder(rows('E5', 'E3', 'E1'), key))).toEqual(['E1#2', 'E3#1', 'E5#0']);
    expect(order(inCodeOrder(rows('E3', 'E5', 'E1'), key))).toEqual(['E1#2', 'E3#0', 'E5#1']);
  });
});
