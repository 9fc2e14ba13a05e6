import { describe, expect, it } from 'vitest';
import { weekRow } from '@portal/domain';
import { gridRowJson } from './grid-rows.ts';

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
    const json = gridRowJson(7, { code: 'E"7', name: "Zoë \\ O'Brien\u2028", shift: 2 }, true, row, 0);
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
      'double_time',
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
      double_time: 0,
    });
    expect(parsed.mon_approved_status).toBe(row.days.mon.approved_status);
    expect(parsed.wed_approved_status).toBe(row.days.wed.approved_status);
  });

  it('gives the double time beside the overtime: regular, overtime and double time add up to the total', () => {
    const parsed = JSON.parse(
      gridRowJson(7, { code: 'E7', name: 'Ana', shift: 1 }, false, row, 50),
    ) as Record<string, unknown>;
    expect(parsed).toMatchObject({ total: 18.4, regular_time: 16.57, over_time: 1.33, double_time: 0.5 });
  });
});
