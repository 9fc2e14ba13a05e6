import { describe, expect, it } from 'vitest';
import { visibleSelection } from './visible-selection.ts';

const a = { id: 1, active: false };
const b = { id: 2, active: true };
const firstActive = (items: readonly (typeof a)[]) => items.find((i) => i.active);

describe('visibleSelection', () => {
  it.each([
    ['the default before any pick', [a, b], null, b],
    ['the pick while it is listed', [a, b], 1, a],
    ['nothing once a search hides the pick', [b], 1, undefined],
    ['nothing when the list is empty, even before a pick', [], null, undefined],
  ])('%s', (_case, visible, picked, expected) => {
    expect(visibleSelection(visible, picked, firstActive)).toBe(expected);
  });
});
