import { App, Button, Form, Input, InputNumber } from 'antd';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendTestMail } from '../api/send-test-mail.ts';
import { SETTINGS_RULES, SMTP_FIELDS, smtpRules } from '../settings-rules.ts';
import { SettingsCard } from './settings-card.tsx';

interface Props {
  settingsId: number;
  passwordStored: boolean;
  writable: boolean;
}

/** The first field error of a failed call (why the mail could not go), else its message. */
function reasonOf(error: Error): string {
  if (error instanceof ApiError && error.errors && typeof error.errors === 'object') {
    return Object.values(error.errors)[0] ?? error.message;
  }
  return error.message;
}

const others = (field: (typeof SMTP_FIELDS)[number]) => SMTP_FIELDS.filter((f) => f !== field);

/** SMTP Configuration: the company's mail server; the password is write-only. */
export function SmtpCard({ settingsId, passwordStored, writable }: Props) {
  const { message } = App.useApp();
  const testMail = useSendTestMail(settingsId);
  const rules = smtpRules(passwordStored);
  const sendTestMail = () =>
    testMail.mutate(undefined, {
      onSuccess: (body) => message.success(body.message),
      onError: (error) => message.error(reasonOf(error)),
    });

  return (
    <SettingsCard
      title="SMTP Configuration"
      extra={
        writable && (
          <Button onClick={sendTestMail} loading={testMail.isPending} title="Sends with the saved settings">
            Send test mail
          </Button>
        )
      }
    >
      <Form.Item
        name="smtp_server"
        label="SMTP Server"
        rules={SETTINGS_RULES.smtp_server}
        extra="Empty: mail goes through the portal’s own server."
      >
        <Input placeholder="smtp.example.com" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="smtp_port"
        label="SMTP Port"
        rules={rules.smtp_port}
        dependencies={others('smtp_port')}
      >
        <InputNumber placeholder="587" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="smtp_username"
        label="SMTP Username"
        rules={rules.smtp_username}
        dependencies={others('smtp_username')}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="smtp_password"
        label="SMTP Password"
        rules={rules.smtp_password}
        dependencies={others('smtp_password')}
        extra={passwordStored ? 'Leave empty to keep the stored password.' : undefined}
      >
        <Input.Password
          placeholder={passwordStored ? 'A password is stored' : 'No password stored'}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="smtp_from"
        label="SMTP From"
        rules={rules.smtp_from}
        dependencies={others('smtp_from')}
      >
        <Input placeholder="Time Portal <timekeeping@example.com>" />
      </Form.Item>
      <Form.Item
        name="smtp_to"
        label="SMTP To"
        rules={SETTINGS_RULES.smtp_to}
        extra="Where test mails go; to you when empty."
      >
        <Input placeholder="office@example.com" inputMode="email" />
      </Form.Item>
    </SettingsCard>
  );
}
