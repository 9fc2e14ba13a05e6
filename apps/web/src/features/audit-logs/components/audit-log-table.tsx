import { Table, type TableColumnsType } from 'antd';
import type { AuditLogRow } from '@portal/contracts/audit-logs';
import { showDateTime } from '../../../ui/date-format.ts';

interface Props {
  rows: AuditLogRow[];
  loading: boolean;
  timeZone: string;
  selectedId: number | null;
  onSelect: (row: AuditLogRow) => void;
}

const ellipsis = { showTitle: false } as const;
const titled = (text: string) => <span title={text}>{text}</span>;

/** The week's audit rows on one page, virtualised, with the selected row highlighted. */
export function AuditLogTable({ rows, loading, timeZone, selectedId, onSelect }: Props) {
  const columns: TableColumnsType<AuditLogRow> = [
    {
      title: 'Date and Time',
      dataIndex: 'created_at',
      width: 160,
      render: (at: string) => showDateTime(at, timeZone),
    },
    { title: 'User', dataIndex: 'user', width: 180, ellipsis, render: titled },
    { title: 'Action', dataIndex: 'action', width: 200, ellipsis, render: titled },
    { title: 'Description', dataIndex: 'description', ellipsis, render: titled },
  ];
  return (
    <Table<AuditLogRow>
      rowKey="id"
      size="small"
      virtual
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ y: 440 }}
      locale={{ emptyText: 'No Logs found' }}
      rowClassName={(row) => (row.id === selectedId ? 'ant-table-row-selected' : '')}
      onRow={(row) => ({
        onClick: () => onSelect(row),
        onKeyDown: (e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onSelect(row);
          }
        },
        tabIndex: 0,
        'aria-current': row.id === selectedId ? 'true' : undefined,
        style: { cursor: 'pointer' },
      })}
    />
  );
}
