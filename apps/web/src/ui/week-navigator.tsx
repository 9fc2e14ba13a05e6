import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { addDays, weekOfDate, type LocalDate } from '@portal/domain';
import { DATE, showDate } from './date-format.ts';

export interface WeekNavigatorProps {
  /** The Monday that starts the shown week, 'YYYY-MM-DD' (with picker 'date': the shown day). */
  value: LocalDate;
  /** Called with the Monday of the week moved to or picked (with picker 'date': the day). */
  onChange: (value: LocalDate) => void;
  /**
   * Today as the company reckons it ('YYYY-MM-DD' in its time zone, e.g. `localDate(Date.now(), tz)`
   * from '@portal/domain'): later days cannot be picked, and Next is offered only while the shown
   * week (or day) ends before it.
   */
  today: LocalDate;
  /** 'date' shows and steps one day at a time (the Add Timesheet dialog's By Day). */
  picker?: 'week' | 'date';
  /** Next while it cannot be used: greyed out, or not shown at all (the timesheet screens). */
  unavailableNext?: 'disabled' | 'hidden';
  disabled?: boolean;
}

const toDate = (d: Dayjs): LocalDate => d.format('YYYY-MM-DD');

/**
 * A Monday-to-Sunday week picker with previous and next arrows, one week at a time (or one day at a
 * time); the calendar stops at today. The timesheet screens and Logs & Auditing share it.
 */
export function WeekNavigator({
  value,
  onChange,
  today,
  picker = 'week',
  unavailableNext = 'disabled',
  disabled = false,
}: WeekNavigatorProps) {
  const byDay = picker === 'date';
  const step = byDay ? 1 : 7;
  const unit = byDay ? 'day' : 'week';
  const end = byDay ? value : addDays(value, 6);
  const canGoNext = end < today;
  return (
    <Space.Compact>
      <Button
        icon={<LeftOutlined />}
        aria-label={`Previous ${unit}`}
        title={`Previous ${unit}`}
        disabled={disabled}
        onClick={() => onChange(addDays(value, -step))}
      />
      <DatePicker
        picker={byDay ? 'date' : 'week'}
        aria-label={byDay ? 'Day' : 'Week'}
        value={dayjs(value)}
        allowClear={false}
        disabled={disabled}
        format={byDay ? DATE : () => `${showDate(value)} - ${showDate(end)}`}
        disabledDate={(d) => toDate(d) > today}
        onChange={(d: Dayjs | null) => {
          if (d) onChange(byDay ? toDate(d) : weekOfDate(toDate(d)).start);
        }}
        style={{ width: byDay ? 140 : 210 }}
      />
      {(canGoNext || unavailableNext === 'disabled') && (
        <Button
          icon={<RightOutlined />}
          aria-label={`Next ${unit}`}
          title={`Next ${unit}`}
          disabled={disabled || !canGoNext}
          onClick={() => onChange(addDays(value, step))}
        />
      )}
    </Space.Compact>
  );
}
