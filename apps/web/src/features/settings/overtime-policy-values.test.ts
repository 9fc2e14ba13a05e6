import { describe, expect, it } from 'vitest';
import { OVERTIME_PRESETS } from '@portal/domain/overtime-policy';
import { describePolicy, hoursOf, minutesOf, placeFieldErrors } from './overtime-policy-values.ts';

describe('overtime policy values', () => {
  it.each([
    [480, 8],
    [510, 8.5],
    [750, 12.5],
    [500, 8.33],
  ])('shows %i minutes as %s hours', (minutes, hours) => expect(hoursOf(minutes)).toBe(hours));

  it.each([
    [8, 480],
    [8.5, 510],
    [8.33, 500],
    [null, null],
    [undefined, null],
  ])('sends %s hours as %s minutes', (hours, minutes) => expect(minutesOf(hours)).toBe(minutes));

  it.each([
    ['federal', 'Weekly overtime past the Normal Work Week.'],
    [
      'california',
      'Daily overtime after 8 h, double time after 12 h, weekly overtime after 40 h, seventh-day rule.',
    ],
    ['alaska', 'Daily overtime after 8 h, weekly overtime after 40 h.'],
    ['colorado', 'Daily overtime after 12 h, weekly overtime after 40 h.'],
  ] as const)('describes %s', (preset, text) => expect(describePolicy(OVERTIME_PRESETS[preset])).toBe(text));

  it('places the server’s field errors on the company’s and the sites’ fields', () => {
    const placed = placeFieldErrors(
      {
        'company.daily_overtime_minutes': 'company daily',
        'company.preset': 'company preset',
        'sites.1.policy.weekly_minutes': 'site weekly',
        'sites.0.site_id': 'unknown site',
        'sites.0.policy': 'site policy',
        'sites.5.site_id': 'out of range',
        sites: 'too many',
      },
      2,
    );
    expect(placed.fields).toEqual([
      { name: ['company', 'daily_overtime_hours'], errors: ['company daily'] },
      { name: ['company', 'preset'], errors: ['company preset'] },
      { name: ['sites', 1, 'weekly_hours'], errors: ['site weekly'] },
      { name: ['sites', 0, 'preset'], errors: ['unknown site'] },
      { name: ['sites', 0, 'preset'], errors: ['site policy'] },
    ]);
    expect(placed.leftover).toBe('out of range');
  });
});
