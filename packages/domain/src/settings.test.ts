import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, toSettings } from './settings.ts';
import { parseHms, splitThresholdMinutes } from './time-of-day.ts';

describe('DEFAULT_SETTINGS', () => {
  const timeFields = Object.entries(DEFAULT_SETTINGS).filter(
    ([key]) => !['time_zone', 'gps_distance_threshold'].includes(key),
  );

  it.each(timeFields)('has a readable %s', (_key, value) => {
    expect(parseHms(value as string)).not.toBeNull();
  });

  it.each([
    { field: 'time_zone', value: 'America/New_York' },
    { field: 'time_entry_split_threshold', value: '15:00:00' },
    { field: 'regular_time', value: '40:00:00' },
    { field: 'gps_distance_threshold', value: 3 },
  ] as const)('defaults $field to $value', ({ field, value }) => {
    expect(DEFAULT_SETTINGS[field]).toBe(value);
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_SETTINGS)).toBe(true);
  });
});

describe('toSettings', () => {
  it.each([
    { field: 'break_time', row: { break_time: null }, value: '' },
    { field: 'break_time', row: { break_time: '00:45:00' }, value: '00:45:00' },
    { field: 'time_zone', row: { time_zone: null }, value: 'America/New_York' },
    { field: 'time_zone', row: { time_zone: '' }, value: 'America/New_York' },
    { field: 'time_zone', row: { time_zone: 'America/Chicago' }, value: 'America/Chicago' },
    { field: 'gps_distance_threshold', row: { gps_distance_threshold: null }, value: 0 },
    { field: 'gps_distance_threshold', row: { gps_distance_threshold: 2.5 }, value: 2.5 },
    { field: 'time_entry_split_threshold', row: {}, value: '' },
  ] as const)('reads $field from $row as $value', ({ field, row, value }) => {
    expect(toSettings(row)[field]).toBe(value);
  });

  it('keeps unset rules off but the split threshold at 15 hours', () => {
    const settings = toSettings({});
    expect(parseHms(settings.before_clock_in_rounding)).toBeNull();
    expect(splitThresholdMinutes(settings.time_entry_split_threshold)).toBe(900);
  });

  it('ignores the columns that are not time-keeping settings', () => {
    const row = { ...DEFAULT_SETTINGS, smtp_password: 'secret', id: 1 };
    expect(toSettings(row)).toEqual(DEFAULT_SETTINGS);
  });
});
