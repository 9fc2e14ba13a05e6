import { describe, expect, it } from 'vitest';
import { weekRowOfDays } from '@portal/domain';
import { gridRowJson, hoursJson } from './grid-rows.ts';

describe('gridRowJson', () => {
  const counts = { entries: 1, unapproved: 0, corrected_web: 0, corrected_mobile: 0 };
  const row = weekRowOfDays(
    [
      { date: '2026-11-16', hundredths: 807, overtime_hundredths: 0, ...counts },
      // An un-approved entry corrected on the phone.
      {
        date: '2026-11-18',
        hundredths: 1033,
        overtime_hundredths: 133,
        ...counts,
        unapproved: 1,
        corrected_mobile: 1,
      },
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

describe('hoursJson', () => {
  it('writes hundredths of an hour as the JSON of their hours, for every whole number of hundredths', () => {
    const wrong: number[] = [];
    for (let h = -200_000; h <= 200_000; h++) if (hoursJson(h) !== JSON.stringify(h / 100)) wrong.push(h);
    expect(wrong).toEqual([]);
    // A zero writes "0", never "-0".
    expect(hoursJson(-0)).toBe('0');
  });
});
