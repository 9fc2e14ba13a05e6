import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/dayjs-setup.ts';
import { createTimeEntry, createUser } from '../../../../test/factories.ts';
import { renderScreen } from '../../../../test/render.tsx';
import { draftOf, type Entry } from '../../entry-draft.ts';
import { useEntryDrafts } from '../use-entry-drafts.ts';
import { EntryCard } from './entry-card.tsx';

// Now is Friday 11/20/2026, 3:00 pm in New York, the company's zone.
const NOW = new Date('2026-11-20T20:00:00Z');

/** The card as the detail panel holds it: its edits kept in the panel's drafts. */
function DetailCard({ entry }: { entry: Entry }) {
  const drafts = useEntryDrafts();
  return (
    <EntryCard
      item={{ entry, draft: drafts.view(entry) }}
      names="job"
      mapZoom={15}
      writable
      showErrors={false}
      onChange={(change) => drafts.update(entry, change)}
    />
  );
}

function showCard(entry: Entry, splitThreshold = '15:00:00') {
  const user = createUser({
    settings: { time_entry_split_threshold: splitThreshold, time_zone: 'America/New_York' },
  });
  renderScreen(<DetailCard entry={entry} />, { user });
  const card = screen.getByRole('listitem', { name: `Time entry ${entry.id}` });
  const picker = (label: 'Clock-In' | 'Clock-Out') => within(card).getByLabelText<HTMLInputElement>(label);
  return {
    clockIn: () => picker('Clock-In').value,
    clockOut: () => picker('Clock-Out').value,
    hours: () => within(card).getByLabelText('Hours').textContent,
    pay: () => within(card).queryByLabelText('Pay')?.textContent ?? null,
    payInFull: () => userEvent.click(within(card).getByRole('checkbox', { name: 'Pay in full' })),
    selected: () => within(card).getByLabelText<HTMLInputElement>('Select entry').checked,
    /** Types a time into a picker as a clerk does, and confirms it with Enter. */
    async type(label: 'Clock-In' | 'Clock-Out', text: string) {
      await userEvent.click(picker(label));
      await userEvent.clear(picker(label));
      await userEvent.type(picker(label), `${text}{Enter}`);
    },
  };
}

describe('the clock pickers of an entry card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => vi.useRealTimers());

  it('turns a clock-out earlier the same day into clock-in plus one hour', async () => {
    const card = showCard(createTimeEntry());
    await card.type('Clock-Out', '11/18 06:00 am');
    expect(card.clockOut()).toBe('11/18 08:00 am');
    expect(card.hours()).toBe('1.0 h');
    expect(card.selected()).toBe(true);
  });

  it('moves the clock-out to clock-in plus one hour when a later clock-in passes it', async () => {
    const card = showCard(createTimeEntry());
    await card.type('Clock-In', '11/18 04:00 pm');
    expect(card.clockIn()).toBe('11/18 04:00 pm');
    expect(card.clockOut()).toBe('11/18 05:00 pm');
  });

  it('holds a clock-out past the max hours after clock-in to clock-in plus the max', async () => {
    const card = showCard(createTimeEntry());
    await card.type('Clock-Out', '11/18 11:30 pm');
    expect(card.clockOut()).toBe('11/18 10:00 pm');
    expect(card.hours()).toBe('14.5 h'); // 15 hours, less the 30-minute break
    expect(card.selected()).toBe(true);
  });

  it('takes a time typed alone on the clock-in day', async () => {
    const card = showCard(createTimeEntry());
    await card.type('Clock-Out', '02:00 pm');
    expect(card.clockOut()).toBe('11/18 02:00 pm');
  });

  it.each([
    { threshold: '15:00:00', out: '2026-11-18 21:30:00', clockIn: '11/18 05:00 am', held: '11/18 08:00 pm' },
    { threshold: '10:00:00', out: '2026-11-18 15:30:00', clockIn: '11/18 04:00 am', held: '11/18 02:00 pm' },
  ])(
    'holds the clock-out to the split threshold ($threshold) when an earlier clock-in stretches the entry',
    async ({ threshold, out, clockIn, held }) => {
      const card = showCard(createTimeEntry({ clock_out_date_time: out }), threshold);
      await card.type('Clock-In', clockIn);
      expect(card.clockIn()).toBe(clockIn);
      expect(card.clockOut()).toBe(held);
      // Paid hours: the 30-minute break comes off, as on approval.
      expect(card.hours()).toBe(`${(Number(threshold.slice(0, 2)) - 0.5).toFixed(1)} h`);
    },
  );

  it('takes no time in the future', async () => {
    const today = {
      date: '2026-11-20',
      clock_in_date_time: '2026-11-20 07:00:00',
      clock_out_date_time: null,
    };
    const card = showCard(createTimeEntry(today));
    await card.type('Clock-In', '11/20 05:00 pm');
    expect(card.clockIn()).toBe('11/20 07:00 am');
    await card.type('Clock-Out', '11/20 04:00 pm');
    expect(card.clockOut()).toBe('');
    await card.type('Clock-Out', '11/20 02:45 pm');
    expect(card.clockOut()).toBe('11/20 02:45 pm');
    expect(card.hours()).toBe('7.3 h');
  });

  it('keeps a clock-out snapped to clock-in plus one hour out of the future', async () => {
    const today = {
      date: '2026-11-20',
      clock_in_date_time: '2026-11-20 07:00:00',
      clock_out_date_time: '2026-11-20 09:00:00',
    };
    const card = showCard(createTimeEntry(today));
    await card.type('Clock-In', '11/20 02:30 pm');
    expect(card.clockOut()).toBe('11/20 03:00 pm');
    expect(card.hours()).toBe('0.5 h');
  });
});

describe('the pay an entry card shows', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a changed entry the hours the server will pay: 10 h worked are 9.5 h after the break', async () => {
    const card = showCard(createTimeEntry());
    await card.type('Clock-Out', '11/18 05:00 pm');
    expect(card.hours()).toBe('9.5 h');
    expect(card.pay()).toBe('Paid 9.5 h (30 min break)');
    await card.payInFull();
    expect(card.hours()).toBe('10.0 h');
    expect(card.pay()).toBe('Paid 10.0 h');
  });

  it('shows the regular/overtime split the server gives an entry until its pay is changed', async () => {
    const entry = createTimeEntry({
      clock_out_date_time: '2026-11-18 17:30:00',
      total: 10,
      regular_time: 8,
      over_time: 2,
    });
    const card = showCard(entry);
    expect(card.hours()).toBe('10.0 h');
    expect(card.pay()).toBe('Paid 10.0 h: 8.0 regular, 2.0 overtime (30 min break)');
    await card.payInFull();
    expect(card.pay()).toBe('Paid 10.5 h');
  });

  it('shows no pay for an entry without a clock-out', () => {
    const card = showCard(createTimeEntry({ clock_out_date_time: null, total: 0 }));
    expect(card.pay()).toBeNull();
  });
});

describe('the field adjustment notes of an entry card', () => {
  it("shows a sub-contractor entry's field notes with the time they were written", () => {
    showCard({
      ...createTimeEntry({ field_notes: 'Crew left early for materials' }),
      field_notes_date: '2026-11-19 16:00:00',
    });
    expect(screen.getByText('Crew left early for materials', { exact: false }).textContent).toContain(
      'Crew left early for materials (11/19/26 04:00 pm)',
    );
  });

  it("shows an employee entry's field notes alone", () => {
    showCard(createTimeEntry({ field_notes: 'Crew left early for materials' }));
    expect(screen.getByText('Crew left early for materials', { exact: false }).textContent).not.toContain(
      '(',
    );
  });
});

describe('the meal period flag of an entry card', () => {
  function showMealCard(entry: Entry, onMealPremium?: (owed: boolean) => void) {
    renderScreen(
      <EntryCard
        item={{ entry, draft: draftOf(entry) }}
        names="job"
        mapZoom={15}
        writable
        showErrors={false}
        onChange={() => {}}
        onMealPremium={onMealPremium}
      />,
      {
        user: createUser({
          settings: { time_entry_split_threshold: '15:00:00', time_zone: 'America/New_York' },
        }),
      },
    );
    return within(screen.getByRole('listitem', { name: `Time entry ${entry.id}` }));
  }

  it('shows no flag for an entry that missed no meal period', () => {
    const card = showMealCard(createTimeEntry(), vi.fn());
    expect(card.queryByText(/Meal period missed/)).toBeNull();
    expect(card.queryByRole('checkbox', { name: 'Meal premium owed' })).toBeNull();
  });

  it('flags a missed meal period, with the count when both were missed', () => {
    expect(
      showMealCard(createTimeEntry({ meal_periods_missed: 1 })).getByText('Meal period missed'),
    ).toBeTruthy();
    expect(
      showMealCard(createTimeEntry({ id: 2, meal_periods_missed: 2 })).getByText('Meal period missed (2)'),
    ).toBeTruthy();
  });

  it('marks the premium owed, and unmarks it', async () => {
    const mark = vi.fn();
    const card = showMealCard(createTimeEntry({ meal_periods_missed: 1 }), mark);
    await userEvent.click(card.getByRole('checkbox', { name: 'Meal premium owed' }));
    expect(mark).toHaveBeenLastCalledWith(true);

    const owed = showMealCard(
      createTimeEntry({ id: 2, meal_periods_missed: 2, meal_premium_owed: true }),
      mark,
    );
    const box = owed.getByRole<HTMLInputElement>('checkbox', { name: 'Meal premium owed' });
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    expect(mark).toHaveBeenLastCalledWith(false);
  });

  it('shows the mark read-only to a clerk who cannot change it', () => {
    const card = showMealCard(createTimeEntry({ meal_periods_missed: 1, meal_premium_owed: true }));
    const box = card.getByRole<HTMLInputElement>('checkbox', { name: 'Meal premium owed' });
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });
});
