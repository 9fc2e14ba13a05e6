import { useState, type ReactNode } from 'react';
import { App, Button, Flex, Tooltip } from 'antd';
import { HistoryOutlined, SyncOutlined } from '@ant-design/icons';
import { canWrite, type AuthUser } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useStartSync } from '../api/start-sync.ts';
import { SyncStatusModal } from './sync-status-modal.tsx';

/**
 * Sync Now and Check Sync Status, for users with the Settings module (Sync Now needs its write
 * permission). `onSynced` runs after a successful sync, to reload what it changed.
 */
export function SyncButtons(props: { user: AuthUser; collapsed: boolean; onSynced: () => void }) {
  const { message } = App.useApp();
  const [statusOpen, setStatusOpen] = useState(false);
  const start = useStartSync();
  if (!props.user.permissions.Settings?.length) return null;

  const syncNow = () =>
    start.mutate(undefined, {
      onSuccess: (answer) => {
        if (!answer.status) {
          message.warning(answer.message);
          return;
        }
        message.success(answer.message);
        props.onSynced();
      },
      onError: (error) => message.warning(error instanceof ApiError ? error.message : String(error)),
    });

  const button = (label: string, icon: ReactNode, onClick: () => void, loading = false) => (
    <Tooltip title={props.collapsed ? label : undefined} placement="right">
      <Button block icon={icon} onClick={onClick} loading={loading} aria-label={label}>
        {props.collapsed ? null : label}
      </Button>
    </Tooltip>
  );

  return (
    <Flex vertical gap={8} className="sync-buttons">
      {canWrite(props.user.permissions, 'Settings') &&
        button('Sync Now', <SyncOutlined />, syncNow, start.isPending)}
      {button('Check Sync Status', <HistoryOutlined />, () => setStatusOpen(true))}
      <SyncStatusModal
        open={statusOpen}
        timeZone={props.user.settings.time_zone}
        onClose={() => setStatusOpen(false)}
      />
    </Flex>
  );
}
