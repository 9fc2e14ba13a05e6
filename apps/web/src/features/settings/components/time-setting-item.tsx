import { Form, TimePicker } from 'antd';
import type { TimeSettingField } from '@portal/contracts/settings';

interface Props {
  name: TimeSettingField;
  label: string;
  hint?: string;
}

/** An hh:mm:ss setting (a time of day or a duration) with a picker that confirms with Ok. */
export function TimeSettingItem({ name, label, hint }: Props) {
  return (
    <Form.Item name={name} label={label} extra={hint}>
      <TimePicker
        format="HH:mm:ss"
        showNow={false}
        needConfirm
        placeholder="hh:mm:ss"
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
