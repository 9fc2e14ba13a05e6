import { describe, expect, it } from 'vitest';
import { breakMinutes, paidMinutes } from './breaks.ts';

describe('breakMinutes', () => {
  it.each([
    {
      name: 'an 8-hour entry',
      elapsed: 480,
      breakTime: '00:30:00',
      length: '06:00:00',
      fullPay: false,
      deducted: 30,
    },
    {
      name: 'an entry exactly the shift length',
      elapsed: 360,
      breakTime: '00:30:00',
      length: '06:00:00',
      fullPay: false,
      deducted: 30,
    },
    {
      name: 'an entry a minute short of it',
      elapsed: 359,
      breakTime: '00:30:00',
      length: '06:00:00',
      fullPay: false,
      deducted: 0,
    },
    {
      name: 'a pay-in-full entry',
      elapsed: 480,
      breakTime: '00:30:00',
      length: '06:00:00',
      fullPay: true,
      deducted: 0,
    },
    {
      name: 'a zero-length entry',
      elapsed: 0,
      breakTime: '00:30:00',
      length: '00:00:00',
      fullPay: false,
      deducted: 0,
    },
    {
      name: 'an entry shorter than the break',
      elapsed: 20,
      breakTime: '00:30:00',
      length: '',
      fullPay: false,
      deducted: 20,
    },
    {
      name: 'no break time set',
      elapsed: 480,
      breakTime: '',
      length: '06:00:00',
      fullPay: false,
      deducted: 0,
    },
    {
      name: 'a break of 00:00:00',
      elapsed: 480,
      breakTime: '00:00:00',
      length: '06:00:00',
      fullPay: false,
      deducted: 0,
    },
    {
      name: 'an hour after 8 hours',
      elapsed: 900,
      breakTime: '01:00:00',
      length: '08:00:00',
      fullPay: false,
      deducted: 60,
    },
  ])('takes $deducted minutes off $name', ({ elapsed, breakTime, length, fullPay, deducted }) => {
    expect(breakMinutes(elapsed, { break_time: breakTime, break_time_shift_length: length }, fullPay)).toBe(
      deducted,
    );
  });
});

describe('paidMinutes', () => {
  const settings = { break_time: '00:30:00', break_time_shift_length: '06:00:00' };
  it.each([
    { elapsed: 480, fullPay: false, paid: 450 },
    { elapsed: 359, fullPay: false, paid: 359 },
    { elapsed: 480, fullPay: true, paid: 480 },
    { elapsed: 0, fullPay: false, paid: 0 },
  ])('pays $paid of $elapsed minutes (full pay $fullPay)', ({ elapsed, fullPay, paid }) => {
    expect(paidMinutes(elapsed, settings, fullPay)).toBe(paid);
  });
});
