import { Card, Flex, Input, Table, Tag, type TableColumnsType } from 'antd';
import { MEETING_STATUS, type MeetingListItem } from '@portal/contracts/meetings';
import { showDateTime } from '../../../ui/date-format.ts';
import { isPast } from '../meeting-times.ts';
import { TEXT_SECONDARY } from '../../../ui/colors.ts';

interface Props {
  meetings: MeetingListItem[];
  loading: boolean;
  timeZone: string;
  search: string;
  onSearchChange: (search: string) => void;
  selectedId: number | undefined;
  onSelect: (meeting: MeetingListItem) => void;
}

const noWrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** The meetings, latest first; past ones are greyed out and cancelled ones tagged. */
export function MeetingsList({
  meetings,
  loading,
  timeZone,
  search,
  onSearchChange,
  selectedId,
  onSelect,
}: Props) {
  const now = new Date();
  const columns: TableColumnsType<MeetingListItem> = [
    {
      title: 'Date',
      key: 'date',
      width: 140,
      render: (_value, meeting) => showDateTime(meeting.meeting_start_at, timeZone),
    },
    {
      title: 'Meeting Notes',
      dataIndex: 'title',
      ellipsis: { showTitle: false },
      render: (title: string, meeting) => (
        <span title={title}>
          {meeting.status === MEETING_STATUS.cancelled && <Tag color="red">Cancelled</Tag>}
          {title}
        </span>
      ),
    },
    // Count headers never break inside a word, whatever the width of the screen.
    { title: 'Sent', key: 'sent', width: 64, onHeaderCell: noWrap, render: (_v, m) => m.counts.sent },
    {
      title: 'Accepted',
      key: 'accepted',
      width: 92,
      onHeaderCell: noWrap,
      render: (_v, m) => m.counts.accepted,
    },
    {
      title: 'Rejected',
      key: 'rejected',
      width: 88,
      onHeaderCell: noWrap,
      render: (_v, m) => m.counts.rejected,
    },
  ];
  return (
    <Card title="Meetings" styles={{ body: { paddingTop: 12 } }}>
      <Flex vertical gap={12}>
        <Input.Search
          allowClear
          placeholder="Search meetings"
          aria-label="Search meetings"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
        />
        <Table<MeetingListItem>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={meetings}
          loading={loading}
          pagination={false}
          scroll={{ y: 480 }}
          locale={{ emptyText: 'No Meetings found' }}
          rowClassName={(meeting) => (meeting.id === selectedId ? 'ant-table-row-selected' : '')}
          onRow={(meeting) => ({
            onClick: () => onSelect(meeting),
            'data-past': isPast(meeting, now) ? 'true' : 'false',
            style: {
              cursor: 'pointer',
              ...(isPast(meeting, now) ? { color: TEXT_SECONDARY, fontStyle: 'italic' } : {}),
            },
          })}
        />
      </Flex>
    </Card>
  );
}
