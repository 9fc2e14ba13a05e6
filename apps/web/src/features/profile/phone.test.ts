import { describe, expect, it } from 'vitest';
import { phoneDigits, phoneForApi } from './phone.ts';

describe('phone digits', () => {
  it.each([
    ['+15551234567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['1 555 123 4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    // Never shortened or emptied: the form's rule refuses these with its message.
    ['555123456789', '555123456789'],
    ['55512', '55512'],
    ['call me', 'callme'],
    ['555-CALL-NOW', '555CALLNOW'],
    [null, ''],
  ])('reads %s as %s', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });

  it('sends +1 and the digits, or null for a cleared field', () => {
    expect(phoneForApi('(555) 123-4567')).toBe('+15551234567');
    expect(phoneForApi('')).toBeNull();
    expect(phoneForApi('abc')).toBe('+1abc');
  });
});
