import { describe, expect, it } from 'vitest';
import { sameInOrder } from './same-in-order.ts';

describe('sameInOrder', () => {
  const same = (x: number, y: number) => x === y;

  it.each([
    { a: [], b: [], alike: true },
    { a: [1, 2, 3], b: [1, 2, 3], alike: true },
    { a: [1, 2, 3], b: [1, 2], alike: false },
    { a: [1, 2], b: [1, 2, 3], alike: false },
    { a: [1, 2, 3], b: [1, 3, 2], alike: false },
    { a: [1, 2, 3], b: [1, 2, 4], alike: false },
  ])('$a and $b: $alike', ({ a, b, alike }) => expect(sameInOrder(a, b, same)).toBe(alike));

  it('gives each pair its place', () => {
    const places: number[] = [];
    sameInOrder(['a', 'b'], ['a', 'b'], (_x, _y, i) => places.push(i) > 0);
    expect(places).toEqual([0, 1]);
  });
});
