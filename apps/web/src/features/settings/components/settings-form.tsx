import { Alert, App, Button, Flex, Form } from 'antd';
import { canWrite } from '@portal/contracts';
import type { SettingsDto } from '@portal/contracts/settings';
import { useAuth, useCurrentUser } from '../../../lib/auth-context.ts';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import {
  formValuesOf,
  SETTINGS_FORM_FIELDS,
  updateBodyOf,
  type SettingsFormValues,
} from '../settings-values.ts';
import { DatabaseCard } from './database-card.tsx';
import { PayrollFilesCard } from './payroll-files-card.tsx';
import { PunchValidationCard } from './punch-validation-card.tsx';
import { RoundingCard } from './rounding-card.tsx';
import { ShiftSettingCard } from './shift-setting-card.tsx';
import { SmtpCard } from './smtp-card.tsx';
import { TimeEntryFlagsCard } from './time-entry-flags-card.tsx';

const DEFAULT_SPLIT_THRESHOLD = '15:00:00';

/** The company's settings; read-only without settings_read_write. */
export function SettingsForm({ settings }: { settings: SettingsDto }) {
  const user = useCurrentUser();
  const { updateUser } = useAuth();
  const writable = canWrite(user.permissions, 'Settings');
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsFormValues>();
  const update = useUpdateSettings(settings.id);

  const onFinish = (values: SettingsFormValues) => {
    update.mutate(updateBodyOf(settings.id, values), {
      onSuccess: ({ data, message: text }) => {
        form.setFieldsValue(formValuesOf(data));
        // The session carries the zone and split threshold other screens reckon with.
        updateUser({
          ...user,
          settings: {
            time_zone: data.time_zone,
            time_entry_split_threshold: data.time_entry_split_threshold ?? DEFAULT_SPLIT_THRESHOLD,
          },
        });
        message.success(text);
      },
      onError: (error) => {
        const { leftover } = showFieldErrors(form, error, SETTINGS_FORM_FIELDS);
        if (leftover) message.error(leftover);
      },
    });
  };

  return (
    <Form
      form={form}
      name="settings"
      layout="vertical"
      requiredMark={false}
      disabled={!writable}
      initialValues={formValuesOf(settings)}
      onFinish={onFinish}
      scrollToFirstError={{ block: 'center' }}
    >
      <Flex vertical gap={16}>
        {!writable && (
          <Alert
            type="info"
            showIcon
            title="Read only: changing settings needs the Settings write permission."
          />
        )}
        <ShiftSettingCard timeZone={settings.time_zone} />
        <RoundingCard />
        <PunchValidationCard />
        <TimeEntryFlagsCard />
        <SmtpCard settingsId={settings.id} passwordStored={settings.smtp_password_set} writable={writable} />
        <DatabaseCard settings={settings} writable={writable} />
        <PayrollFilesCard />
        {writable && (
          <div className="settings-actions">
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              Update Settings
            </Button>
          </div>
        )}
      </Flex>
    </Form>
  );
}
