import { Form, Input } from 'antd';
import { SETTINGS_RULES } from '../settings-rules.ts';
import { SettingsCard } from './settings-card.tsx';

/** Payroll Files: the company's ids in the payroll systems (ADP, Paychex, QuickBooks) the Export dialog writes files for. */
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
      <Form.Item
        name="quickbooks_company_name"
        label="QuickBooks Company Name"
        rules={SETTINGS_RULES.quickbooks_company_name}
        extra="As QuickBooks' Company Information window shows it; empty: the company's name here."
      >
        <Input placeholder="Summit Coatings Inc." maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="quickbooks_company_create_time"
        label="QuickBooks Company Create Time"
        rules={SETTINGS_RULES.quickbooks_company_create_time}
        extra="The number that identifies the QuickBooks company file: in QuickBooks, File → Utilities → Export → Timer Lists, then copy the number at the end of the TIMERHDR line of that file. The QuickBooks file needs it."
      >
        <Input placeholder="1196184000" maxLength={20} inputMode="numeric" autoComplete="off" />
      </Form.Item>
    </SettingsCard>
  );
}
