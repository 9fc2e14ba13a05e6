import { describe, expect, it } from 'vitest';
import { weekRow } from '@portal/domain';
import { inCodeOrder } from './grid.ts';
import { gridRowJson } from './grid-rows.ts';

const rows = (...codes: string[]) => codes.map((code, i) => ({ i, code }));
const order = (sorted: ReturnType<typeof rows>) => sorted.map((r) => `${r.code}#${r.i}`);

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

describe('gridRowJson', () => {
  const row = weekRow(
    [
      { work_date: '2026-11-16', approved_status: 'approved', is_corrected: 0 },
      { work_date: '2026-11-18', approved_status: 'un-approved', is_corrected: 1, edit_source: 'mobile' },
    ],
    [
      { total: 807, regular: 807, overtime: 0 },
      { total: 1033, regular: 900, overtime: 133 },
    ],
    '2026-11-16',
  );

  it('writes the fields of a grid row in order, text escaped, days without entries null', () => {
    const json = gridRowJson(7, { code: 'E"7', name: "Zoë \\ O'Brien\u2028", shift: 2 }, true, row);
    const parsed = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual([
      'id',
      'code',
      'name',
      'filterByJob',
      'shift',
      ...['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((d) => [
        d,
        `${d}_approved_status`,
        `${d}_edit_status`,
      ]),
      'total',
      'regular_time',
      'over_time',
    ]);
    expect(parsed).toMatchObject({
      id: 7,
      code: 'E"7',
      name: "Zoë \\ O'Brien\u2028",
      filterByJob: true,
      shift: 2,
      mon: 8.07,
      mon_edit_status: null,
      tue: 0,
      tue_approved_status: null,
      wed: 10.33,
      wed_edit_status: 'mobile',
      total: 18.4,
      regular_time: 17.07,
      over_time: 1.33,
    });
    expect(parsed.mon_approved_status).toBe(row.days.mon.approved_status);
    expect(parsed.wed_approved_status).toBe(row.days.wed.approved_status);
  });
});
