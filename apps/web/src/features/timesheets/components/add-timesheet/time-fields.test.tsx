import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/dayjs-setup.ts';
import { renderScreen } from '../../../../test/render.tsx';
import type { Zone } from '../../entry-times.ts';
import { TimeFields } from './time-fields.tsx';

// Now is Friday 11/20/2026, 3:00 pm in New York, the company's zone.
const NOW = new Date('2026-11-20T20:00:00Z');
const zone: Zone = { tz: 'America/New_York', splitThreshold: '15:00:00', now: NOW.getTime() };

/** One day row of the Add Timesheet form on Wednesday 11/18. */
function DayRow({ date = '2026-11-18' }: { date?: string }) {
  return (
    <Form initialValues={{ rows: [{}] }}>
      <Form.List name="rows">
        {(fields) =>
          fields.map((field) => (
            <TimeFields key={field.key} path={[field.name]} date={date} zone={zone} required />
          ))
        }
      </Form.List>
    </Form>
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

async function type(label: string, text: string) {
  await userEvent.click(input(label));
  await userEvent.clear(input(label));
  await userEvent.type(input(label), `${text}{Enter}`);
}

describe('the Add Timesheet pickers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the clock-out off until there is a clock-in', async () => {
    renderScreen(<DayRow />);
    expect(input('Clock-Out').disabled).toBe(true);
    await type('Clock-In', '07:00 am');
    expect(input('Clock-Out').disabled).toBe(false);
  });

  it('turns a clock-out earlier the same day into clock-in plus one hour, not the next day', async () => {
    renderScreen(<DayRow />);
    await type('Clock-In', '09:00 am');
    await type('Clock-Out', '11/18 08:00 am');
    expect(input('Clock-Out').value).toBe('11/18 10:00 am');
  });

  it('holds a clock-out past the max hours to it, and takes a time alone on the clock-in day', async () => {
    renderScreen(<DayRow />);
    await type('Clock-In', '06:00 am');
    await type('Clock-Out', '11/18 11:30 pm');
    expect(input('Clock-Out').value).toBe('11/18 09:00 pm');
    await type('Clock-Out', '02:00 pm');
    expect(input('Clock-Out').value).toBe('11/18 02:00 pm');
  });

  it('keeps a night shift on the next day', async () => {
    renderScreen(<DayRow />);
    await type('Clock-In', '07:00 pm');
    await type('Clock-Out', '11/19 05:30 am');
    expect(input('Clock-Out').value).toBe('11/19 05:30 am');
  });

  it('clears the clock-out when the clock-in changes', async () => {
    renderScreen(<DayRow />);
    await type('Clock-In', '07:00 am');
    await type('Clock-Out', '11/18 03:00 pm');
    await type('Clock-In', '08:00 am');
    expect(input('Clock-Out').value).toBe('');
  });

  it('takes no clock-in in the future', async () => {
    renderScreen(<DayRow date="2026-11-20" />);
    await type('Clock-In', '05:00 pm');
    expect(input('Clock-In').value).not.toBe('05:00 pm');
  });
});
