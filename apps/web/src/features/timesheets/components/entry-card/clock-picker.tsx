import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { timesPast, type LocalTime } from '../../entry-times.ts';

const WIRE = 'YYYY-MM-DD HH:mm:ss';

/** A time of day typed without its date: '2:00 pm', '02:00PM', '14:00'. */
const BARE_TIME = /^\s*(\d{1,2}):(\d{2})\s*(?:([ap])\.?\s*m\.?)?\s*$/i;

/**
 * 'HH:mm' of a time of day typed alone, or null for anything else.
 * @internal Tested on its own.
 */
export function bareTime(text: string): string | null {
  const m = BARE_TIME.exec(text);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const half = m[3]?.toLowerCase();
  if (minute > 59 || (half ? hour < 1 || hour > 12 : hour > 23)) return null;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

interface Props {
  label: string;
  value: LocalTime | null;
  /** Latest time offered (company wall clock): now. Later choices are the owner's to clamp. */
  max: LocalTime;
  /** The day a time typed without a date is taken on (a clock-out: its clock-in's day). */
  day: string | undefined;
  /** Earliest day offered, for a clock-out: the clock-in's day. */
  minDate?: string;
  disabled: boolean;
  status?: 'error';
  onChange(value: LocalTime): void;
}

/**
 * A clock time as month/day hh:mm am/pm, with an Ok button; no day or time past `max` is offered. A
 * time typed alone ('02:00 pm', then Enter or leaving the field) is taken on `day`.
 */
export function ClockPicker({ label, value, max, minDate, day, disabled, status, onChange }: Props) {
  const maxDay = dayjs(max);
  const takeBareTime = (input: EventTarget) => {
    const time = input instanceof HTMLInputElement ? bareTime(input.value) : null;
    if (time && day) onChange(`${day} ${time}:00`);
  };
  return (
    <DatePicker
      aria-label={label}
      placeholder={label}
      showTime={{ use12Hours: true, format: 'hh:mm a' }}
      format="MM/DD hh:mm a"
      value={value ? dayjs(value) : null}
      allowClear={false}
      needConfirm
      disabled={disabled}
      status={status}
      disabledDate={(d) =>
        d.isAfter(maxDay, 'day') || (minDate !== undefined && d.format('YYYY-MM-DD') < minDate)
      }
      disabledTime={(d) => (d ? timesPast(d.format('YYYY-MM-DD'), max) : {})}
      onChange={(d) => d && onChange(d.second(0).format(WIRE))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') takeBareTime(e.target);
      }}
      onBlur={(e) => takeBareTime(e.target)}
      style={{ width: '100%' }}
    />
  );
}
