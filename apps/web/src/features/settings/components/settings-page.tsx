import { Alert, Flex, Spin } from 'antd';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useSettings } from '../api/get-settings.ts';
import { SettingsForm } from './settings-form.tsx';
import './settings.css';

/** Settings: shift, rounding, punch validation, flags, SMTP and database of the company. */
export function SettingsPage() {
  const user = useCurrentUser();
  const settings = useSettings(user.settingsID);
  return (
    <>
      <PageTitle title="Settings" />
      {settings.error && <Alert type="error" showIcon title={settings.error.message} />}
      {settings.isPending && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label="Loading settings" />
        </Flex>
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
    </>
  );
}
