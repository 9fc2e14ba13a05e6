/**
 * Whether two lists are alike item by item, in order: what a cache kept from a week's second read
 * (SecondReads) compares the entries it was made from with those read now.
 */
export function sameInOrder<A, B>(
  a: readonly A[],
  b: readonly B[],
  same: (x: A, y: B, index: number) => boolean,
): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!same(a[i]!, b[i]!, i)) return false;
  return true;
}
