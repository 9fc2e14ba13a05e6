import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_HIGHLIGHTS } from '../../filters.ts';
import { GRID_ICONS } from './grid-icons.ts';
import { GridRowView, type GridRow } from './grid-row.tsx';

const ROW = {
  id: 7,
  code: 'E1007',
  name: 'Ana Ruiz',
  filterByJob: false,
  shift: 2,
  mon: 8,
  mon_approved_status: 1,
  mon_edit_status: 'web',
  tue: 9.5,
  tue_approved_status: 0,
  tue_edit_status: 'mobile',
  regular_time: 17.5,
  over_time: 0,
  total: 17.5,
} as unknown as GridRow;

describe('GridRowView', () => {
  it('marks corrected days and the shift with labelled images drawn by their class', () => {
    render(
      <div role="grid">
        <GridRowView
          row={ROW}
          index={0}
          selected={false}
          tabStop
          regularAndOvertime
          doubleTime={false}
          highlights={ALL_HIGHLIGHTS}
        />
      </div>,
    );
    const row = screen.getByRole('row');
    const [, name, mon, tue, wed] = within(row).getAllByRole('gridcell');
    expect(within(name!).getByRole('img', { name: 'night shift' }).className).toBe('ts-icon ts-icon-night');
    expect(within(mon!).getByRole('img', { name: 'web correction' }).title).toBe('Corrected on the web');
    expect(within(tue!).getByRole('img', { name: 'mobile correction' }).title).toBe('Corrected on mobile');
    expect(within(wed!).queryByRole('img')).toBeNull();
  });

  it("gives each mark's class an icon: an SVG data URL the grid sets as a CSS variable", () => {
    for (const image of Object.values(GRID_ICONS)) {
      expect(image).toMatch(/^url\("data:image\/svg\+xml,[^"]+"\)$/);
      expect(decodeURIComponent(image)).toMatch(
        /<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg".*<path d="M/,
      );
    }
    expect(Object.keys(GRID_ICONS).sort()).toEqual([
      '--ts-icon-day',
      '--ts-icon-mobile',
      '--ts-icon-night',
      '--ts-icon-web',
    ]);
  });
});
