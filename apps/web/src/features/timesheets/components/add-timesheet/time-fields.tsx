import { Form, Input, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { NOTE_OTHER } from '@portal/contracts/timesheets';
import {
  clampedClockIn,
  clampedClockOut,
  nowLocal,
  onDay,
  timesPast,
  type LocalTime,
  type Zone,
} from '../../entry-times.ts';
import { ClockPicker } from '../entry-card/clock-picker.tsx';
import { NOTE_OPTIONS } from '../entry-card/note-select.tsx';
import { MAX } from '@portal/contracts/fields';
import { countTo, tooLongRule } from '../../../../ui/text-limit.ts';

interface Props {
  /** The row's (and day's) path inside the form list `rows`. */
  path: (string | number)[];
  /** The day the clock-in falls on. */
  date: string;
  zone: Zone;
  required: boolean;
  label?: string;
}

/**
 * Clock-in, clock-out and note of one day; required (day mode) or optional (week mode). The pickers
 * keep the rules of the detail panel's: no future time, a clock-out only after a clock-in, at least a
 * minute and at most the max hours after it (an earlier one snaps to clock-in plus an hour).
 */
export function TimeFields({ path, date, zone, required, label }: Props) {
  const form = Form.useFormInstance();
  const prefix = label ? `${label} ` : '';
  const clockInPath = ['rows', ...path, 'clockIn'];
  return (
    <>
      <Form.Item
        name={[...path, 'clockIn']}
        rules={required ? [{ required: true, message: 'Please select Clock-In Time' }] : []}
        getValueProps={(value: LocalTime | null | undefined) => ({ value: value ? dayjs(value) : null })}
        normalize={(picked: Dayjs | null) =>
          picked ? clampedClockIn(onDay(date, picked.format('HH:mm')), zone) : null
        }
        style={{ marginBottom: 4 }}
      >
        <TimePicker
          aria-label={`${prefix}Clock-In`}
          placeholder="Clock-In"
          use12Hours
          format="hh:mm a"
          needConfirm={false}
          disabledTime={() => timesPast(date, nowLocal(zone))}
          // A new clock-in clears the clock-out (portal-core §5, Add Time Entry).
          onChange={() => form.setFieldValue(['rows', ...path, 'clockOut'], null)}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={[clockInPath]}>
        {({ getFieldValue }) => {
          const clockIn = getFieldValue(clockInPath) as LocalTime | null | undefined;
          return (
            <Form.Item
              name={[...path, 'clockOut']}
              rules={required ? [{ required: true, message: 'Please select Clock-Out Time' }] : []}
              style={{ marginBottom: 4 }}
            >
              <ClockOutField label={`${prefix}Clock-Out`} clockIn={clockIn ?? null} zone={zone} />
            </Form.Item>
          );
        }}
      </Form.Item>
      <Form.Item name={[...path, 'note']} style={{ marginBottom: 4 }}>
        <Select
          aria-label={`${prefix}Note`}
          placeholder="Note"
          allowClear
          options={NOTE_OPTIONS}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={[['rows', ...path, 'note']]}>
        {({ getFieldValue }) =>
          getFieldValue(['rows', ...path, 'note']) === NOTE_OTHER && (
            <Form.Item
              name={[...path, 'other']}
              rules={[
                { required: true, whitespace: true, message: 'Please enter a Note' },
                tooLongRule(MAX.note),
              ]}
              style={{ marginBottom: 4 }}
            >
              <Input
                aria-label={`${prefix}Other note`}
                placeholder="Enter a note"
                count={countTo(MAX.note)}
              />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}

/**
 * The detail panel's clock picker, off until there is a clock-in, keeping only a clamped clock-out; a
 * time typed alone is taken on the clock-in's day.
 */
function ClockOutField({
  label,
  clockIn,
  zone,
  value,
  onChange,
}: {
  label: string;
  clockIn: LocalTime | null;
  zone: Zone;
  value?: LocalTime | null;
  onChange?: (value: LocalTime) => void;
}) {
  return (
    <ClockPicker
      label={label}
      value={value ?? null}
      // Past the max hours after clock-in is held to it (clampedClockOut), not refused.
      max={nowLocal(zone)}
      minDate={clockIn?.slice(0, 10)}
      day={clockIn?.slice(0, 10)}
      disabled={!clockIn}
      onChange={(chosen) => clockIn && onChange?.(clampedClockOut(clockIn, chosen, zone))}
    />
  );
}
