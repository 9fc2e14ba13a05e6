import { describe, expect, it } from 'vitest';
import {
  formatHours,
  formatHourValue,
  formatLimitHours,
  hmsToMinutes,
  hmsToSeconds,
  minutesToTimeOfDay,
  parseHms,
  secondsToHms,
  splitThresholdMinutes,
  timeOfDayToSeconds,
} from './time-of-day.ts';

describe('parseHms', () => {
  it.each([
    { value: '00:00:00', seconds: 0 },
    { value: '07:00:00', seconds: 25_200 },
    { value: '15:00:00', seconds: 54_000 },
    { value: '40:00:00', seconds: 144_000 },
    { value: '00:20:00', seconds: 1_200 },
    { value: '100:00:00', seconds: 360_000 },
    { value: '12:00', seconds: 43_200 },
    { value: '7:05', seconds: 25_500 },
    { value: ' 08:30:15 ', seconds: 30_615 },
    { value: '', seconds: null },
    { value: null, seconds: null },
    { value: undefined, seconds: null },
    { value: 'abc', seconds: null },
    { value: '12:60:00', seconds: null },
    { value: '12:00:60', seconds: null },
    { value: '-01:00:00', seconds: null },
    { value: '12', seconds: null },
    { value: '12:5', seconds: null },
  ])('reads $value as $seconds seconds', ({ value, seconds }) => {
    expect(parseHms(value)).toBe(seconds);
  });
});

describe('hmsToMinutes', () => {
  it.each([
    { value: '00:07:00', minutes: 7 },
    { value: '00:00:30', minutes: 0 },
    { value: '06:00:00', minutes: 360 },
    { value: '40:00:00', minutes: 2_400 },
    { value: '', minutes: 0 },
    { value: null, minutes: 0 },
  ])('reads $value as $minutes minutes', ({ value, minutes }) => {
    expect(hmsToMinutes(value)).toBe(minutes);
  });

  it('refuses a malformed setting rather than guessing', () => {
    expect(() => hmsToSeconds('7 minutes')).toThrow(RangeError);
  });
});

describe('timeOfDayToSeconds', () => {
  it.each([
    { value: '00:00:00', seconds: 0 },
    { value: '07:00:00', seconds: 25_200 },
    { value: '15:30', seconds: 55_800 },
    { value: '23:59:59', seconds: 86_399 },
  ])('reads $value as $seconds seconds after midnight', ({ value, seconds }) => {
    expect(timeOfDayToSeconds(value)).toBe(seconds);
  });

  it.each(['24:00:00', '25:00', 'noon'])('refuses %s as a time of day', (value) => {
    expect(() => timeOfDayToSeconds(value)).toThrow(RangeError);
  });
});

describe('secondsToHms and minutesToTimeOfDay', () => {
  it.each([
    { seconds: 0, hms: '00:00:00' },
    { seconds: 420, hms: '00:07:00' },
    { seconds: 54_000, hms: '15:00:00' },
    { seconds: 144_000, hms: '40:00:00' },
    { seconds: 360_000, hms: '100:00:00' },
    { seconds: 90, hms: '00:01:30' },
  ])('writes $seconds seconds as $hms', ({ seconds, hms }) => {
    expect(secondsToHms(seconds)).toBe(hms);
  });

  it.each([-60, Number.NaN, 0.06])('refuses %s as a duration', (seconds) => {
    expect(() => secondsToHms(seconds)).toThrow(RangeError);
  });

  it.each([
    { minutes: 420, time: '07:00:00' },
    { minutes: 1_500, time: '01:00:00' },
    { minutes: -60, time: '23:00:00' },
  ])('wraps $minutes minutes to the time of day $time', ({ minutes, time }) => {
    expect(minutesToTimeOfDay(minutes)).toBe(time);
  });
});

describe('splitThresholdMinutes', () => {
  it.each([
    { value: undefined, minutes: 900 },
    { value: null, minutes: 900 },
    { value: '', minutes: 900 },
    { value: '00:00:00', minutes: 900 },
    { value: '0:00', minutes: 900 },
    { value: '00:00:30', minutes: 900 },
    { value: 'garbage', minutes: 900 },
    { value: '15:00:00', minutes: 900 },
    { value: '12:00:00', minutes: 720 },
    { value: '15:30:00', minutes: 930 },
    { value: '08:00', minutes: 480 },
    { value: '24:00:00', minutes: 1_440 },
  ])('makes $value a limit of $minutes minutes', ({ value, minutes }) => {
    expect(splitThresholdMinutes(value)).toBe(minutes);
  });
});

describe('formatHours', () => {
  it.each([
    { minutes: 0, hours: '0.0' },
    { minutes: 2, hours: '0.0' },
    { minutes: 3, hours: '0.1' },
    { minutes: 15, hours: '0.3' },
    { minutes: 21, hours: '0.4' },
    { minutes: 59, hours: '1.0' },
    { minutes: 480, hours: '8.0' },
    { minutes: 510, hours: '8.5' },
    { minutes: 2_400, hours: '40.0' },
  ])('shows $minutes minutes as $hours hours', ({ minutes, hours }) => {
    expect(formatHours(minutes)).toBe(hours);
  });

  it.each([
    // Where toFixed(1) is wrong: the binary values of these lie just below the half.
    { value: 1.15, shown: '1.2', toFixed: '1.1' },
    { value: 0.35, shown: '0.4', toFixed: '0.3' },
    { value: 8.45, shown: '8.5', toFixed: '8.4' },
    { value: 1.05, shown: '1.1', toFixed: '1.1' },
    { value: 0.04, shown: '0.0', toFixed: '0.0' },
    { value: 39.95, shown: '40.0', toFixed: '40.0' },
    { value: 0, shown: '0.0', toFixed: '0.0' },
  ])('shows $value hours as $shown (toFixed: $toFixed), as formatHours shows minutes', (c) => {
    expect(formatHourValue(c.value)).toBe(c.shown);
    expect(c.value.toFixed(1)).toBe(c.toFixed);
    expect(formatHourValue(c.value)).toBe(formatHours(Math.round(c.value * 60)));
  });

  it.each([
    { minutes: 900, hours: '15' },
    { minutes: 930, hours: '15.5' },
    { minutes: 720, hours: '12' },
  ])('writes a limit of $minutes minutes as $hours hours', ({ minutes, hours }) => {
    expect(formatLimitHours(minutes)).toBe(hours);
  });
});
