import { Alert, Flex, Spin } from 'antd';
import { canWrite } from '@portal/contracts';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useSettings } from '../api/get-settings.ts';
import { OvertimePoliciesCard } from './overtime-policies-card.tsx';
import { SettingsForm } from './settings-form.tsx';
import './settings.css';

/**
 * Settings: shift, rounding, punch validation, flags, SMTP and database of the company; below them the
 * overtime policies, saved on their own.
 */
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
      {settings.data && (
        <Flex vertical gap={16}>
          <SettingsForm settings={settings.data} />
          <OvertimePoliciesCard writable={canWrite(user.permissions, 'Settings')} />
        </Flex>
      )}
    </>
  );
}
