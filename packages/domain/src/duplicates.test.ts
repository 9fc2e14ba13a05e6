import { describe, expect, it } from 'vitest';
import { findDuplicatePunches, isDuplicatePunch, type PunchType } from './duplicates.ts';

const at = (seconds: number) => Date.UTC(2024, 2, 4, 12, 0, seconds);
const punch = (employee_id: number | string, punch_type: PunchType, seconds: number) => ({
  employee_id,
  punch_type,
  punched_at: at(seconds),
});

describe('isDuplicatePunch', () => {
  it.each([
    {
      name: 'the same punch 30 s later',
      previous: punch(7, 'in', 0),
      next: punch(7, 'in', 30),
      window: '00:01:00',
      duplicate: true,
    },
    {
      name: 'the same punch at the window edge',
      previous: punch(7, 'in', 0),
      next: punch(7, 'in', 60),
      window: '00:01:00',
      duplicate: true,
    },
    {
      name: 'the same punch just past the window',
      previous: punch(7, 'in', 0),
      next: punch(7, 'in', 61),
      window: '00:01:00',
      duplicate: false,
    },
    {
      name: 'a clock-out right after a clock-in',
      previous: punch(7, 'in', 0),
      next: punch(7, 'out', 10),
      window: '00:01:00',
      duplicate: false,
    },
    {
      name: "another employee's punch",
      previous: punch(7, 'in', 0),
      next: punch(8, 'in', 10),
      window: '00:01:00',
      duplicate: false,
    },
    {
      name: 'any punch when the window is 00:00:00',
      previous: punch(7, 'in', 0),
      next: punch(7, 'in', 0),
      window: '00:00:00',
      duplicate: false,
    },
    {
      name: 'any punch when the window is unset',
      previous: punch(7, 'in', 0),
      next: punch(7, 'in', 5),
      window: '',
      duplicate: false,
    },
    {
      name: 'a punch that arrived out of order',
      previous: punch(7, 'out', 30),
      next: punch(7, 'out', 0),
      window: '00:01:00',
      duplicate: true,
    },
    {
      name: 'a punch past a 30-second window',
      previous: punch(7, 'in', 0),
      next: punch(7, 'in', 31),
      window: '00:00:30',
      duplicate: false,
    },
    {
      name: 'ids given as number and string',
      previous: punch(7, 'in', 0),
      next: punch('7', 'in', 5),
      window: '00:01:00',
      duplicate: true,
    },
  ])('treats $name as duplicate: $duplicate', ({ previous, next, window, duplicate }) => {
    expect(isDuplicatePunch(next, previous, window)).toBe(duplicate);
  });

  it('has nothing to repeat without a previous punch', () => {
    expect(isDuplicatePunch(punch(7, 'in', 0), null, '00:01:00')).toBe(false);
  });
});

const withId = (id: number, p: ReturnType<typeof punch>) => ({ id, ...p });

describe('findDuplicatePunches', () => {
  it.each([
    {
      name: 'keeps one punch per window in a burst of taps',
      punches: [withId(1, punch(7, 'in', 0)), withId(2, punch(7, 'in', 40)), withId(3, punch(7, 'in', 80))],
      duplicates: [2],
    },
    {
      name: 'keeps an in and out pair close together',
      punches: [withId(1, punch(7, 'in', 0)), withId(2, punch(7, 'out', 20)), withId(3, punch(7, 'in', 40))],
      duplicates: [],
    },
    {
      name: 'compares each employee with their own punches',
      punches: [
        withId(1, punch(7, 'in', 0)),
        withId(2, punch(8, 'in', 10)),
        withId(3, punch(7, 'in', 20)),
        withId(4, punch(8, 'in', 30)),
      ],
      duplicates: [3, 4],
    },
    {
      name: 'sorts by time before comparing',
      punches: [withId(1, punch(7, 'out', 50)), withId(2, punch(7, 'out', 0))],
      duplicates: [1],
    },
    {
      name: 'keeps the first of two identical punches',
      punches: [withId(1, punch(7, 'in', 0)), withId(2, punch(7, 'in', 0))],
      duplicates: [2],
    },
    { name: 'finds nothing in no punches', punches: [], duplicates: [] },
  ])('$name', ({ punches, duplicates }) => {
    expect(findDuplicatePunches(punches, '00:01:00')).toEqual(duplicates);
  });

  it.each([
    {
      name: 'compares a punch with one stored before it',
      stored: [punch(7, 'in', 0)],
      punches: [withId(1, punch(7, 'in', 30))],
      duplicates: [1],
    },
    {
      name: 'compares a punch with one stored at the same time',
      stored: [punch(7, 'out', 0)],
      punches: [withId(1, punch(7, 'out', 0))],
      duplicates: [1],
    },
    {
      name: 'keeps a stored punch, even one a punch uploaded late lies just before',
      stored: [punch(7, 'in', 30)],
      punches: [withId(1, punch(7, 'in', 0)), withId(2, punch(7, 'in', 80))],
      duplicates: [2],
    },
    {
      name: "does not compare a punch with another employee's stored one",
      stored: [punch(8, 'in', 0)],
      punches: [withId(1, punch(7, 'in', 10))],
      duplicates: [],
    },
  ])('$name', ({ stored, punches, duplicates }) => {
    expect(findDuplicatePunches(punches, '00:01:00', stored)).toEqual(duplicates);
  });
});
