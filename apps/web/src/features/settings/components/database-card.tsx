import { App, Button, Descriptions, Form, Input, Typography } from 'antd';
import { SETTINGS_MSG, type SettingsDto } from '@portal/contracts/settings';
import { formatInZone } from '../../../ui/zoned-time.ts';
import { useDatabaseInfo } from '../api/get-database-info.ts';
import { useDownloadBackup } from '../api/download-backup.ts';
import { formatBytes } from '../format-bytes.ts';
import { SETTINGS_RULES } from '../settings-rules.ts';
import { SettingsCard } from './settings-card.tsx';

const ENGINES = { sqlite: 'SQLite (embedded)', postgres: 'PostgreSQL' } as const;

function DatabaseFacts({ writable }: { writable: boolean }) {
  const { message } = App.useApp();
  const info = useDatabaseInfo();
  const backup = useDownloadBackup();
  if (info.error) return <Typography.Text type="danger">{info.error.message}</Typography.Text>;
  const data = info.data;
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'engine', label: 'Engine', children: data ? ENGINES[data.engine] : '…' },
          { key: 'size', label: 'Size', children: data ? formatBytes(data.size_bytes) : '…' },
        ]}
      />
      {data && !data.backup_available && (
        <Typography.Paragraph type="secondary">{SETTINGS_MSG.backupSqliteOnly}</Typography.Paragraph>
      )}
      {data?.backup_available && writable && (
        <Button
          loading={backup.isPending}
          onClick={() => backup.mutate(undefined, { onError: (error) => message.error(error.message) })}
        >
          Download backup
        </Button>
      )}
    </>
  );
}

/** Database: the engine and its size, a backup on SQLite; and where the company's data syncs from. */
export function DatabaseCard({ settings, writable }: { settings: SettingsDto; writable: boolean }) {
  const lastSynced = settings.star_builder_last_synced
    ? formatInZone(settings.star_builder_last_synced, settings.time_zone, 'MM/DD h:mm a')
    : 'Not synced yet';
  return (
    <SettingsCard title="Database">
      <DatabaseFacts writable={writable} />
      <Form.Item
        name="star_builder_schedule"
        label="Sync Schedule"
        rules={SETTINGS_RULES.star_builder_schedule}
        extra={`Times of day for the Star Builder sync. Last sync: ${lastSynced}`}
      >
        <Input placeholder="12:00PM, 07:00PM" />
      </Form.Item>
      <Form.Item
        name="cmic_companycode"
        label="CMiC Company Code"
        extra={`Portal company code: ${settings.company_code}`}
      >
        <Input />
      </Form.Item>
    </SettingsCard>
  );
}
