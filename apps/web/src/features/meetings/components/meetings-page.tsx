import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row } from 'antd';
import { canWrite } from '@portal/contracts';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useMeetings } from '../api/get-meetings.ts';
import { matchesSearch } from '../meeting-times.ts';
import { CreateMeetingModal } from './create-meeting-modal.tsx';
import { MeetingDetailCard } from './meeting-detail-card.tsx';
import { MeetingsList } from './meetings-list.tsx';

/** Meetings: the list on the left, the selected meeting and its invites on the right. */
export function MeetingsPage() {
  const user = useCurrentUser();
  const timeZone = user.settings.time_zone;
  const writable = canWrite(user.permissions, 'Send_Custom_Notification');
  const meetings = useMeetings();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const visible = (meetings.data ?? []).filter((meeting) => matchesSearch(meeting, search));
  const selected = visible.find((meeting) => meeting.id === selectedId) ?? visible[0];

  return (
    <>
      <PageTitle
        title="Meetings"
        extra={
          writable && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Create Meet
            </Button>
          )
        }
      />
      {meetings.error && (
        <Alert type="error" showIcon title={meetings.error.message} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={13}>
          <MeetingsList
            meetings={visible}
            loading={meetings.isPending}
            timeZone={timeZone}
            search={search}
            onSearchChange={setSearch}
            selectedId={selected?.id}
            onSelect={(meeting) => setSelectedId(meeting.id)}
          />
        </Col>
        <Col xs={24} xl={11}>
          <MeetingDetailCard meeting={selected} timeZone={timeZone} canCancel={writable} />
        </Col>
      </Row>
      {creating && (
        <CreateMeetingModal
          companyCode={user.company_code}
          timeZone={timeZone}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
