import { describe, expect, it } from 'vitest';
import { phoneDigits, phoneForApi } from './phone.ts';

describe('phone digits', () => {
  it.each([
    ['+15551234567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['1 555 123 4567', '5551234567'],
    ['555123456789', '5551234567'],
    ['55512', '55512'],
    [null, ''],
  ])('reads %s as %s', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });

  it('sends +1 and the digits, or null for an empty field', () => {
    expect(phoneForApi('5551234567')).toBe('+15551234567');
    expect(phoneForApi('')).toBeNull();
  });
});
