import { App, Button, Card, Descriptions, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { MEETING_STATUS, type MeetingListItem } from '@portal/contracts/meetings';
import { ApiError } from '../../../lib/api-client.ts';
import { formatInZone } from '../../../ui/zoned-time.ts';
import { showDateTime } from '../../../ui/date-format.ts';
import { useCancelMeeting } from '../api/cancel-meeting.ts';
import { isPast } from '../meeting-times.ts';

type Invite = MeetingListItem['meeting_invites'][number];

const ANSWER_COLOR = { pending: 'default', accepted: 'green', rejected: 'red' } as const;

interface Props {
  meeting: MeetingListItem | undefined;
  timeZone: string;
  canCancel: boolean;
}

function CancelButton({ meeting }: { meeting: MeetingListItem }) {
  const cancel = useCancelMeeting();
  const { message } = App.useApp();
  const confirm = async () => {
    try {
      const answer = await cancel.mutateAsync(meeting.id);
      void message.success(answer.message);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : String(error));
    }
  };
  return (
    <Popconfirm title="Cancel this meeting?" okText="Yes" cancelText="No" onConfirm={confirm}>
      <Button danger loading={cancel.isPending}>
        Cancel
      </Button>
    </Popconfirm>
  );
}

/** The selected meeting: when and where, what about, and who answered how. */
export function MeetingDetailCard({ meeting, timeZone, canCancel }: Props) {
  if (!meeting) {
    return (
      <Card title="Meeting Detail">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Meetings found" />
      </Card>
    );
  }
  const cancelled = meeting.status === MEETING_STATUS.cancelled;
  const past = isPast(meeting, new Date());
  const when = (instant: string, format: string) => formatInZone(instant, timeZone, format);
  return (
    <Card
      title={
        <Flex gap={8} align="center" style={{ minWidth: 0 }}>
          <Typography.Text ellipsis={{ tooltip: meeting.title }} style={{ fontSize: 16 }}>
            {meeting.title}
          </Typography.Text>
          {cancelled && <Tag color="red">Cancelled</Tag>}
          {past && !cancelled && <Tag>Past</Tag>}
        </Flex>
      }
      extra={canCancel && !cancelled && !past && <CancelButton meeting={meeting} />}
    >
      <Flex vertical gap={16}>
        <Descriptions
          column={1}
          size="small"
          styles={{ label: { width: 120 } }}
          items={[
            {
              key: 'date',
              label: 'Date',
              children: `${showDateTime(meeting.meeting_start_at, timeZone)} – ${when(meeting.meeting_end_at, 'hh:mm a')}`,
            },
            {
              key: 'location',
              label: 'Location',
              children: <span style={{ wordBreak: 'break-word' }}>{meeting.location}</span>,
            },
            {
              key: 'description',
              label: 'Description',
              children: (
                <span style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>{meeting.description}</span>
              ),
            },
          ]}
        />
        <Table<Invite>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ y: 320 }}
          dataSource={meeting.meeting_invites}
          locale={{ emptyText: 'No rows found' }}
          columns={[
            { title: 'Employee', dataIndex: 'employee', ellipsis: true },
            { title: 'ID', dataIndex: 'emp_code', width: 90 },
            {
              title: 'Status',
              dataIndex: 'status',
              width: 100,
              render: (status: Invite['status']) => <Tag color={ANSWER_COLOR[status]}>{status}</Tag>,
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
