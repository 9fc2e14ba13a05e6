import { useState } from 'react';
import { App, Alert, Form, Input, Modal, Select } from 'antd';
import { EMPLOYEE_MSG, type EmployeeListItem } from '@portal/contracts/employees';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { useRoles } from '../api/get-roles.ts';
import { useInviteEmployee } from '../api/invite-employee.ts';
import { EMPLOYEE_SCREEN_MSG } from '../employee-messages.ts';
import { fullName } from '../../../lib/employees.ts';

interface Values {
  email: string;
  phone: string;
  role: number;
}

const lastTen = (phone: string | null) => (phone ?? '').replace(/\D/g, '').slice(-10);

/** Invites (or re-invites) an employee to the web or mobile app with an email, phone and role. */
export function InviteModal({ employee, onClose }: { employee: EmployeeListItem; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const roles = useRoles();
  const invite = useInviteEmployee();
  const { message } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const role = Form.useWatch('role', form);
  const roleChanged = employee.role_id !== null && role !== undefined && role !== employee.role_id;

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      const answer = await invite.mutateAsync({
        emp_id: employee.id,
        role: values.role,
        email: values.email.trim(),
        phone: `+1${values.phone}`,
      });
      // What was saved and that the mail is queued: two sentences, so it stays long enough to read.
      void message.success({ content: answer.data.msg || answer.message, duration: 10 });
      onClose();
    } catch (error) {
      setFailure(showFieldErrors(form, error, ['email', 'phone', 'role']).leftover);
    }
  };

  return (
    <Modal
      open
      title="Invite Employee"
      okText="Invite"
      confirmLoading={invite.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p style={{ wordBreak: 'break-word' }}>
        {employee.code} {fullName(employee)}
      </p>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          email: employee.email ?? '',
          phone: lastTen(employee.phone),
          role: employee.role_id ?? undefined,
        }}
        onFinish={submit}
      >
        <Form.Item
          name="email"
          label="Email"
          rules={[
            { required: true, whitespace: true, message: EMPLOYEE_MSG.emailRequired },
            { type: 'email', message: EMPLOYEE_MSG.emailInvalid },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="phone"
          label="Phone"
          rules={[
            { required: true, message: EMPLOYEE_MSG.phoneRequired },
            { pattern: /^\d{10}$/, message: EMPLOYEE_MSG.phoneDigits },
          ]}
        >
          <Input addonBefore="+1" maxLength={10} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="role" label="Role" rules={[{ required: true, message: EMPLOYEE_MSG.roleRequired }]}>
          <Select
            loading={roles.isPending}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
        {roleChanged && <Alert type="warning" showIcon title={EMPLOYEE_SCREEN_MSG.roleChangeWarning} />}
      </Form>
    </Modal>
  );
}
