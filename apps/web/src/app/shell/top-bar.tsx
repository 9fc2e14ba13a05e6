import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { Link } from 'react-router';
import type { AuthUser } from '@portal/contracts';
import { Brand } from '../../ui/brand.tsx';
import { UserMenu } from './user-menu.tsx';

export interface MenuToggle {
  collapsed: boolean;
  onToggle: () => void;
}

export function TopBar({ user, menuToggle }: { user: AuthUser; menuToggle: MenuToggle | null }) {
  return (
    <Layout.Header className="shell-header">
      {menuToggle && (
        <button
          type="button"
          className="shell-icon-button"
          aria-label={menuToggle.collapsed ? 'Expand menu' : 'Collapse menu'}
          aria-expanded={!menuToggle.collapsed}
          aria-controls="main-menu"
          onClick={menuToggle.onToggle}
        >
          {menuToggle.collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
        </button>
      )}
      <Link to="/" aria-label="Time Portal home" style={{ display: 'inline-flex' }}>
        <Brand inverted />
      </Link>
      <UserMenu user={user} />
    </Layout.Header>
  );
}
