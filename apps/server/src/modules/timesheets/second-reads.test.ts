import { describe, expect, it } from 'vitest';
import { SecondReads } from './second-reads.ts';

describe('SecondReads', () => {
  it('says a scope was read before from its second read on, and forgets the oldest beyond its size', () => {
    const reads = new SecondReads(2);
    expect(reads.readBefore('week 1')).toBe(false);
    expect(reads.readBefore('week 1')).toBe(true);
    expect(reads.readBefore('week 1')).toBe(true);
    expect(reads.readBefore('week 2')).toBe(false);
    expect(reads.readBefore('week 3')).toBe(false);
    // Two scopes are remembered: week 1, read least recently, is forgotten.
    expect(reads.readBefore('week 1')).toBe(false);
    expect(reads.readBefore('week 3')).toBe(true);
  });
});
