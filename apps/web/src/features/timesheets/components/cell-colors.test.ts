import { describe, expect, it } from 'vitest';
import { DAY_STATUS } from '@portal/contracts/timesheets';
import { CELL_COLORS, cellColor } from './cell-colors.ts';

const ALL_ON = { h_corrected: true, h_approved: true, h_unapproved: true };

/** The hue of a '#rrggbb' colour, in degrees. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
const isGreen = (hex: string) => hue(hex) > 75 && hue(hex) < 160;

describe('cellColor', () => {
  it('colours corrected and approved days green, as the spec says, in two greens', () => {
    expect(isGreen(cellColor(DAY_STATUS.corrected, ALL_ON)!)).toBe(true);
    expect(isGreen(cellColor(DAY_STATUS.approved, ALL_ON)!)).toBe(true);
    expect(CELL_COLORS.corrected).not.toBe(CELL_COLORS.approved);
    expect(isGreen(cellColor(DAY_STATUS.unapproved, ALL_ON)!)).toBe(false);
  });

  it('colours a day only while its highlight is on', () => {
    expect(cellColor(DAY_STATUS.corrected, { ...ALL_ON, h_corrected: false })).toBeUndefined();
    expect(cellColor(DAY_STATUS.approved, { ...ALL_ON, h_approved: false })).toBeUndefined();
    expect(cellColor(null, ALL_ON)).toBeUndefined();
  });
});
