import { useDeferredValue, useState } from 'react';
import { Alert, App, Button, Card, Flex, Input, Select, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { canWrite, MSG } from '@portal/contracts';
import { AUDIT_MSG, type AuditExportFormat, type AuditLogRow } from '@portal/contracts/audit-logs';
import { addDays, weekOfDate, type LocalDate } from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { showDate } from '../../../ui/date-format.ts';
import { useToday } from '../../../ui/use-today.ts';
import { WeekNavigator } from '../../../ui/week-navigator.tsx';
import { useAuditLogs } from '../api/get-audit-logs.ts';
import { useExportAuditLogs } from '../api/export-audit-logs.ts';
import { matchesSearch } from '../matches-search.ts';
import { AuditLogTable } from './audit-log-table.tsx';

const EXPORT_FORMATS: { value: AuditExportFormat; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'XLSX' },
];

/** Logs & Auditing: a week of the company's audit rows, searchable and exportable as CSV or XLSX. */
export function LogsPage() {
  const user = useCurrentUser();
  const timeZone = user.settings.time_zone;
  const today = useToday(timeZone);
  const [start, setStart] = useState<LocalDate>(() => weekOfDate(today).start);
  const week = { start, end: addDays(start, 6) };
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [selected, setSelected] = useState<AuditLogRow | null>(null);
  const [format, setFormat] = useState<AuditExportFormat>('csv');
  const logs = useAuditLogs(week);
  const exporter = useExportAuditLogs();
  const { message } = App.useApp();

  const rows = (logs.data ?? []).filter((row) => matchesSearch(row, deferredSearch));
  const changeWeek = (next: LocalDate) => {
    setStart(next);
    setSelected(null);
  };
  const exportWeek = () =>
    exporter.mutate(
      { ...week, search, format },
      {
        onSuccess: () => message.success(AUDIT_MSG.exported(showDate(week.start))),
        onError: (error) => message.error(error instanceof ApiError ? error.message : MSG.tryAgain),
      },
    );

  return (
    <>
      <PageTitle title="Logs & Auditing" />
      <Flex vertical gap={16}>
        <Flex wrap gap={12} align="center">
          <WeekNavigator value={start} onChange={changeWeek} today={today} />
          <Input.Search
            allowClear
            aria-label="Search logs"
            maxLength={200}
            placeholder="Search user, action or description"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 320, maxWidth: '100%' }}
          />
          {canWrite(user.permissions, 'Logs_Auditing') && (
            <Space.Compact>
              <Select
                aria-label="Export format"
                value={format}
                onChange={setFormat}
                options={EXPORT_FORMATS}
                style={{ width: 96 }}
              />
              <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={exportWeek}>
                Export
              </Button>
            </Space.Compact>
          )}
        </Flex>
        {logs.error && <Alert type="error" showIcon title={logs.error.message} />}
        <AuditLogTable
          rows={rows}
          loading={logs.isPending}
          timeZone={timeZone}
          selectedId={selected?.id ?? null}
          onSelect={setSelected}
        />
        <Card size="small" title="Description">
          {selected ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}>
              {selected.description}
            </Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">Select a row to read its full description.</Typography.Text>
          )}
        </Card>
      </Flex>
    </>
  );
}
