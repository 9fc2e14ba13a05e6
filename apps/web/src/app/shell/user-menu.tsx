import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import type { AuthUser } from '@portal/contracts';
import { useAuth } from '../../lib/auth-context.ts';
import { PRIMARY } from '../../ui/colors.ts';
import { PROFILE_PATH } from '../router/paths.ts';
import { initials } from './initials.ts';

const items: MenuProps['items'] = [
  { key: 'profile', icon: <UserOutlined />, label: 'Profile Settings' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: 'Logout' },
];

/** The user's picture, name, role and company code, opening Profile Settings and Logout. */
export function UserMenu({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(PROFILE_PATH);
    else if (key === 'logout') void signOut();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="user-menu-trigger" title={user.name}>
        <Avatar
          src={user.userImage ?? undefined}
          alt={user.userImage ? `Picture of ${user.name}` : undefined}
          style={{ flex: 'none', backgroundColor: PRIMARY }}
        >
          {initials(user.name)}
        </Avatar>
        <span className="user-menu-text">
          <span className="user-menu-name">{user.name}</span>
          <span className="user-menu-meta">
            {user.role} · {user.company_code}
          </span>
        </span>
        <DownOutlined style={{ fontSize: 10, flex: 'none' }} aria-hidden />
      </button>
    </Dropdown>
  );
}
