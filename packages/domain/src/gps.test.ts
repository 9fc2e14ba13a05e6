import { describe, expect, it } from 'vitest';
import { distanceMiles, gpsFlag, hasPosition } from './gps.ts';

const JOB = { latitude: 40.7128, longitude: -74.006 };
/** A point `miles` north of the job (one degree of latitude is about 69.09 miles). */
const north = (miles: number) => ({ latitude: JOB.latitude + miles / 69.093, longitude: JOB.longitude });

describe('distanceMiles', () => {
  it.each([
    { name: 'the same point', a: JOB, b: JOB, miles: 0, within: 0.0001 },
    {
      name: 'New York to Los Angeles',
      a: JOB,
      b: { latitude: 34.0522, longitude: -118.2437 },
      miles: 2445.6,
      within: 1,
    },
    {
      name: 'London to Paris',
      a: { latitude: 51.5074, longitude: -0.1278 },
      b: { latitude: 48.8566, longitude: 2.3522 },
      miles: 213.5,
      within: 1,
    },
    {
      name: 'one degree of latitude',
      a: { latitude: 0, longitude: 10 },
      b: { latitude: 1, longitude: 10 },
      miles: 69.09,
      within: 0.01,
    },
    {
      name: 'across the date line',
      a: { latitude: 0, longitude: 179.5 },
      b: { latitude: 0, longitude: -179.5 },
      miles: 69.09,
      within: 0.01,
    },
    {
      name: 'to the antipode',
      a: { latitude: 10, longitude: 20 },
      b: { latitude: -10, longitude: -160 },
      miles: 12_436.9,
      within: 1,
    },
  ])('measures $name as about $miles miles', ({ a, b, miles, within }) => {
    expect(Math.abs(distanceMiles(a, b) - miles)).toBeLessThan(within);
  });
});

describe('gpsFlag', () => {
  it.each([
    { name: 'a punch at the job', punch: JOB, job: JOB, threshold: 3, flag: 0 },
    { name: 'a punch 2.9 miles away', punch: north(2.9), job: JOB, threshold: 3, flag: 0 },
    { name: 'a punch 3.1 miles away', punch: north(3.1), job: JOB, threshold: 3, flag: 1 },
    { name: 'a punch 25 miles away', punch: north(25), job: JOB, threshold: 3, flag: 1 },
    {
      name: 'a punch 0.6 miles away with a half-mile threshold',
      punch: north(0.6),
      job: JOB,
      threshold: 0.5,
      flag: 1,
    },
    { name: 'a punch without a position', punch: null, job: JOB, threshold: 3, flag: 1 },
    {
      name: 'a punch with only a latitude',
      punch: { latitude: 40.7, longitude: null },
      job: JOB,
      threshold: 3,
      flag: 1,
    },
    {
      name: 'a punch at 0,0 (device sent nothing)',
      punch: { latitude: 0, longitude: 0 },
      job: JOB,
      threshold: 3,
      flag: 1,
    },
    {
      name: 'a punch with an impossible latitude',
      punch: { latitude: 95, longitude: -74 },
      job: JOB,
      threshold: 3,
      flag: 1,
    },
    { name: 'a job without a location', punch: north(25), job: null, threshold: 3, flag: 0 },
    {
      name: 'a job with null coordinates',
      punch: north(25),
      job: { latitude: null, longitude: null },
      threshold: 3,
      flag: 0,
    },
    { name: 'neither position known', punch: null, job: null, threshold: 3, flag: 0 },
    { name: 'a threshold of 0 (check off)', punch: north(25), job: JOB, threshold: 0, flag: 0 },
    { name: 'no threshold', punch: north(25), job: JOB, threshold: null, flag: 0 },
    { name: 'a threshold that is not a number', punch: north(25), job: JOB, threshold: Number.NaN, flag: 0 },
  ])('flags $name: $flag', ({ punch, job, threshold, flag }) => {
    expect(gpsFlag(punch, job, threshold)).toBe(flag);
  });
});

describe('hasPosition', () => {
  it.each([
    { position: JOB, usable: true },
    { position: { latitude: -33.87, longitude: 151.21 }, usable: true },
    { position: { latitude: 0, longitude: 5 }, usable: true },
    { position: { latitude: 0, longitude: 0 }, usable: false },
    { position: { latitude: Number.POSITIVE_INFINITY, longitude: 0 }, usable: false },
    { position: { latitude: 10, longitude: 181 }, usable: false },
    { position: {}, usable: false },
    { position: undefined, usable: false },
  ])('calls $position usable: $usable', ({ position, usable }) => {
    expect(hasPosition(position)).toBe(usable);
  });
});
