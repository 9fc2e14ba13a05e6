import { Form, InputNumber } from 'antd';
import { SETTINGS_RULES } from '../settings-rules.ts';
import { SettingsCard } from './settings-card.tsx';
import { TimeSettingItem } from './time-setting-item.tsx';

/** Punch Validation: duplicate punches and the GPS distance that flags a punch. */
export function PunchValidationCard() {
  return (
    <SettingsCard title="Punch Validation">
      <TimeSettingItem
        name="double_clock_in_clock_out_window"
        label="Double Clock-In/Clock-Out Window"
        hint="A second identical punch inside this window is a duplicate."
      />
      <Form.Item
        name="gps_distance_threshold"
        label="GPS Distance Threshold"
        rules={SETTINGS_RULES.gps_distance_threshold}
        extra="A punch farther than this from the job gets the GPS flag."
      >
        <InputNumber step={0.1} placeholder="3.0" suffix="miles" style={{ width: '100%' }} />
      </Form.Item>
    </SettingsCard>
  );
}
