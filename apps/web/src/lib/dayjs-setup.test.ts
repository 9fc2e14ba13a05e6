import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import './dayjs-setup.ts';

describe('dayjs set-up', () => {
  it('starts weeks on Monday', () => {
    const sunday = dayjs('2026-11-29');
    expect(sunday.startOf('week').format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(sunday.endOf('week').format('YYYY-MM-DD')).toBe('2026-11-29');
  });

  it('numbers weeks the ISO way', () => {
    expect(dayjs('2027-01-01').isoWeek()).toBe(53);
  });
});
