import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { App, Alert, DatePicker, Flex, Form, Input, Modal, Select, TimePicker } from 'antd';
import { MEETING_MSG } from '@portal/contracts/meetings';
import { RECIPIENT_ROLES, type RecipientRole } from '@portal/contracts/notifications';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { formatInZone } from '../../../ui/zoned-time.ts';
import { useEmployees } from '../../../lib/employees.ts';
import { recipientOptions } from '../../../lib/recipients.ts';
import { useCreateMeeting } from '../api/create-meeting.ts';
import { wallClock } from '../meeting-times.ts';

interface Values {
  title: string;
  location: string;
  role: RecipientRole;
  invite_ids: number[];
  description: string;
  date: Dayjs;
  start: Dayjs;
  end: Dayjs;
}

const FIELDS = [
  'title',
  'location',
  'role',
  'invite_ids',
  'description',
  'meeting_start_at',
  'meeting_end_at',
];

/** Create Meet: invites Foremen and Field Users to a meeting on the company's clock. */
export function CreateMeetingModal({
  companyCode,
  timeZone,
  onClose,
}: {
  companyCode: string;
  timeZone: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const employees = useEmployees();
  const create = useCreateMeeting();
  const { message } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const role = Form.useWatch('role', form);
  const now = () => dayjs(formatInZone(new Date().toISOString(), timeZone, 'YYYY-MM-DDTHH:mm'));

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      const answer = await create.mutateAsync({
        title: values.title.trim(),
        company_code: companyCode,
        location: values.location.trim(),
        description: values.description.trim(),
        status: 1,
        meeting_start_at: wallClock(values.date, values.start),
        meeting_end_at: wallClock(values.date, values.end),
        invite_ids: values.invite_ids,
        role: values.role,
      });
      void message.success(answer.message);
      onClose();
    } catch (error) {
      const outcome = showFieldErrors(form, error, FIELDS);
      setFailure(outcome.leftover);
    }
  };

  const startRule = {
    validator: (_rule: unknown, start: Dayjs | undefined) => {
      const date: Dayjs | undefined = form.getFieldValue('date');
      if (!start || !date || !date.isSame(now(), 'day')) return Promise.resolve();
      return start.format('HH:mm') < now().format('HH:mm')
        ? Promise.reject(new Error(MEETING_MSG.startBeforeNow))
        : Promise.resolve();
    },
  };
  const endRule = {
    validator: (_rule: unknown, end: Dayjs | undefined) => {
      const start: Dayjs | undefined = form.getFieldValue('start');
      if (!end || !start) return Promise.resolve();
      return end.format('HH:mm') < start.format('HH:mm')
        ? Promise.reject(new Error(MEETING_MSG.endBeforeStart))
        : Promise.resolve();
    },
  };

  return (
    <Modal
      open
      title="Create Meet"
      okText="Send"
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ date: now() }}
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          if ('role' in changed) form.setFieldValue('invite_ids', []);
        }}
      >
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, whitespace: true, message: MEETING_MSG.titleRequired }]}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="location"
          label="Location"
          rules={[{ required: true, whitespace: true, message: MEETING_MSG.locationRequired }]}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="role" label="Role" rules={[{ required: true, message: MEETING_MSG.roleRequired }]}>
          <Select options={RECIPIENT_ROLES.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Form.Item
          name="invite_ids"
          label="Invitees"
          rules={[{ required: true, type: 'array', min: 1, message: MEETING_MSG.inviteesRequired }]}
        >
          <Select
            mode="multiple"
            disabled={!role}
            loading={employees.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={recipientOptions(employees.data ?? [], role)}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[{ required: true, whitespace: true, message: MEETING_MSG.descriptionRequired }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item
            name="date"
            label="Date"
            rules={[{ required: true, message: MEETING_MSG.startRequired }]}
          >
            <DatePicker format="YYYY-MM-DD" disabledDate={(day) => day.isBefore(now(), 'day')} />
          </Form.Item>
          <Form.Item
            name="start"
            label="Start Time"
            dependencies={['date']}
            rules={[{ required: true, message: MEETING_MSG.startRequired }, startRule]}
          >
            <TimePicker format="HH:mm" minuteStep={5} />
          </Form.Item>
          <Form.Item
            name="end"
            label="End Time"
            dependencies={['start']}
            rules={[{ required: true, message: MEETING_MSG.endRequired }, endRule]}
          >
            <TimePicker format="HH:mm" minuteStep={5} />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}
