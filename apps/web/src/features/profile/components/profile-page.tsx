import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

const TABS = [
  { key: 'profile', label: 'Profile', children: <ProfileForm /> },
  { key: 'change-password', label: 'Change Password', children: <ChangePasswordForm /> },
];

/** Profile Settings: the user's own details and password, a page of its own without the side menu. */
export function ProfilePage() {
  const [params, setParams] = useSearchParams();
  const active = TABS.some((t) => t.key === params.get('tab')) ? params.get('tab')! : 'profile';
  return (
    <>
      <PageTitle title="Profile Settings" />
      <Card>
        <Tabs
          activeKey={active}
          items={TABS}
          onChange={(key) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true })}
        />
      </Card>
    </>
  );
}
