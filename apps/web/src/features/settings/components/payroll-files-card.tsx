import { Form, Input } from 'antd';
import { SETTINGS_RULES } from '../settings-rules.ts';
import { SettingsCard } from './settings-card.tsx';

/** Payroll Files: the company's ids in the payroll systems the Export dialog writes files for. */
export function PayrollFilesCard() {
  return (
    <SettingsCard title="Payroll Files">
      <Form.Item
        name="adp_company_code"
        label="ADP Company Code"
        rules={SETTINGS_RULES.adp_company_code}
        extra="Three letters or digits; the ADP paydata file is named after it (EPI + code + batch)."
      >
        <Input placeholder="K7Q" maxLength={3} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="paychex_client_id"
        label="Paychex Client ID"
        rules={SETTINGS_RULES.paychex_client_id}
        extra="Up to 8 letters or digits, as Paychex Flex shows it."
      >
        <Input placeholder="70125544" maxLength={8} autoComplete="off" />
      </Form.Item>
    </SettingsCard>
  );
}
