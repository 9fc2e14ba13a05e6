import { describe, expect, it } from 'vitest';
import { bareTime } from './clock-picker.tsx';

describe('bareTime', () => {
  it.each([
    ['02:00 pm', '14:00'],
    ['2:00PM', '14:00'],
    ['12:15 am', '00:15'],
    ['12:15 p.m.', '12:15'],
    ['07:05', '07:05'],
    ['23:59', '23:59'],
    ['13:00 pm', null],
    ['24:00', null],
    ['11/17 02:00 pm', null],
    ['', null],
  ])('%s is %s', (text, time) => {
    expect(bareTime(text)).toBe(time);
  });
});
