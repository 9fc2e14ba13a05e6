import { useState } from 'react';
import { App, Alert, Form, Input, Modal, Select } from 'antd';
import type { EmployeeListItem } from '@portal/contracts/employees';
import { NOTIFICATION_MSG, RECIPIENT_ROLES, type RecipientRole } from '@portal/contracts/notifications';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { recipientOptions } from '../../../lib/recipients.ts';
import { useSendNotification } from '../api/send-notification.ts';

interface Values {
  title: string;
  role: RecipientRole;
  user_ids: number[];
  description: string;
}

/** Sends a notification to chosen Foremen and Field Users. */
export function NotifyModal({ employees, onClose }: { employees: EmployeeListItem[]; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const send = useSendNotification();
  const { message } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const role = Form.useWatch('role', form);

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      const answer = await send.mutateAsync(values);
      void message.success(answer.message);
      onClose();
    } catch (error) {
      setFailure(showFieldErrors(form, error, ['title', 'role', 'user_ids', 'description']).leftover);
    }
  };

  return (
    <Modal
      open
      title="Notify"
      okText="Send"
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          if ('role' in changed) form.setFieldValue('user_ids', []);
        }}
      >
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, whitespace: true, message: NOTIFICATION_MSG.titleRequired }]}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="role"
          label="Role"
          rules={[{ required: true, message: NOTIFICATION_MSG.roleRequired }]}
        >
          <Select options={RECIPIENT_ROLES.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Form.Item
          name="user_ids"
          label="Employees"
          rules={[{ required: true, type: 'array', min: 1, message: NOTIFICATION_MSG.recipientsRequired }]}
        >
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!role}
            options={recipientOptions(employees, role)}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[{ required: true, whitespace: true, message: NOTIFICATION_MSG.descriptionRequired }]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
