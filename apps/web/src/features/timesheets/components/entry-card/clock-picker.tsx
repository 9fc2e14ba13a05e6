import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { timesPast, type LocalTime } from '../../entry-times.ts';

const WIRE = 'YYYY-MM-DD HH:mm:ss';

interface Props {
  label: string;
  value: LocalTime | null;
  /** Latest time offered (company wall clock): now, or the max hours after clock-in. */
  max: LocalTime;
  /** Earliest day offered, for a clock-out: the clock-in's day. */
  minDate?: string;
  disabled: boolean;
  status?: 'error';
  onChange(value: LocalTime): void;
}

/** A clock time as month/day hh:mm am/pm, with an Ok button; no day or time past `max` is offered. */
export function ClockPicker({ label, value, max, minDate, disabled, status, onChange }: Props) {
  const maxDay = dayjs(max);
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
      style={{ width: '100%' }}
    />
  );
}
