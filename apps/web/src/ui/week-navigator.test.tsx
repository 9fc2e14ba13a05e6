import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../lib/dayjs-setup.ts';
import { WeekNavigator } from './week-navigator.tsx';

const TODAY = '2026-11-20'; // a Friday

function show(value: string) {
  const onChange = vi.fn();
  render(<WeekNavigator value={value} onChange={onChange} today={TODAY} />);
  return onChange;
}

describe('the week navigator', () => {
  it('shows the week Monday to Sunday', () => {
    show('2026-11-16');
    expect(screen.getByRole('textbox', { name: 'Week' })).toHaveProperty('value', '11/16/26 - 11/22/26');
  });

  it('goes back a week, and offers Next only once the week has ended', async () => {
    const onChange = show('2026-11-16');
    expect(screen.getByRole('button', { name: 'Next week' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-09');
  });

  it('moves on to the next week from a past one', async () => {
    const onChange = show('2026-11-09');
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-16');
  });
});

describe('the week navigator of the timesheet screens', () => {
  it('shows Next only once the week has ended', () => {
    const { rerender } = render(
      <WeekNavigator value="2026-11-16" onChange={vi.fn()} today={TODAY} unavailableNext="hidden" />,
    );
    expect(screen.queryByRole('button', { name: 'Next week' })).toBeNull();
    rerender(<WeekNavigator value="2026-11-09" onChange={vi.fn()} today={TODAY} unavailableNext="hidden" />);
    expect(screen.getByRole('button', { name: 'Next week' })).toHaveProperty('disabled', false);
  });

  it('steps a day at a time by day, offering Next only for a past day', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <WeekNavigator
        value={TODAY}
        picker="date"
        onChange={onChange}
        today={TODAY}
        unavailableNext="hidden"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveProperty('value', '11/20/26');
    expect(screen.queryByRole('button', { name: 'Next day' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-19');
    rerender(
      <WeekNavigator
        value="2026-11-19"
        picker="date"
        onChange={onChange}
        today={TODAY}
        unavailableNext="hidden"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20');
  });
});
