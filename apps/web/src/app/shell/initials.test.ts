import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it.each([
    ['Alex Morgan', 'AM'],
    ['Maria de la Cruz Fernández', 'MF'],
    ['  priya  ', 'P'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
  ])('of %j is %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
