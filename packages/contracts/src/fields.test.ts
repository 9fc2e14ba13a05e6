import { describe, expect, it } from 'vitest';
import { list, localDate, requiredText } from './fields.ts';

describe('calendar dates (defect 5)', () => {
  it.each([
    ['2025-02-28', true],
    ['2024-02-29', true],
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['0000-01-01', false],
    ['9999-12-31', false],
    ['2025-1-1', false],
  ])('%s is a usable day: %s', (value, expected) => {
    expect(localDate.safeParse(value).success).toBe(expected);
  });
});

describe('sizes (defect 6)', () => {
  it('refuses a string past its maximum and a list past its maximum', () => {
    expect(requiredText('required', 5).safeParse('12345').success).toBe(true);
    expect(requiredText('required', 5).safeParse('123456').success).toBe(false);
    expect(list(requiredText('required'), 3).safeParse(['a', 'b', 'c', 'd']).success).toBe(false);
  });
});
