import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import { SETTINGS_RULES } from '../settings-rules.ts';
import { SettingsCard } from './settings-card.tsx';
import { TimeSettingItem } from './time-setting-item.tsx';

function zoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((z) => ({ value: z, label: z }));
}

/** Shift Setting: the company's time zone, shift times, breaks and the normal work week. */
export function ShiftSettingCard({ timeZone }: { timeZone: string }) {
  const options = useMemo(() => zoneOptions(timeZone), [timeZone]);
  return (
    <SettingsCard title="Shift Setting">
      <Form.Item
        name="time_zone"
        label="Company Time Zone"
        rules={SETTINGS_RULES.time_zone}
        extra="Weeks, days, night shifts and rounding are reckoned in this zone."
      >
        <Select showSearch options={options} placeholder="Search a time zone" />
      </Form.Item>
      <Form.Item
        name="regular_time"
        label="Normal Work Week"
        rules={SETTINGS_RULES.regular_time}
        extra="Hours past this in a Monday-to-Sunday week are overtime (hh:mm:ss)."
      >
        <Input placeholder="00:20:00" inputMode="numeric" />
      </Form.Item>
      <TimeSettingItem
        name="night_shift_check_time"
        label="Night Shift Check Time"
        hint="A clock-in at or after this time makes a night-shift entry."
      />
      <TimeSettingItem
        name="next_day_clock_out_rounding_time"
        label="Next Day Clock-Out Rounding Time"
        hint="How far into the next morning a night shift may clock out."
      />
      <TimeSettingItem name="default_job_start_time" label="Default Job Start Time" />
      <TimeSettingItem name="default_job_stop_time" label="Default Job Stop Time" />
      <TimeSettingItem name="break_time" label="Break Time" hint="Deducted from long enough entries." />
      <TimeSettingItem
        name="break_time_shift_length"
        label="Break Time Shift Length"
        hint="Entries at least this long get the break deducted."
      />
    </SettingsCard>
  );
}
