import { App, Button, Form, Input } from 'antd';
import type { EmployeeListItem } from '@portal/contracts/employees';
import { adpFileNumber } from '@portal/contracts/payroll-formats';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { zodRule } from '../../../ui/zod-rule.ts';
import { useUpdateEmployeePayrollIds } from '../api/update-employee-payroll-ids.ts';

/** The employee's ADP file number, which the ADP payroll file carries; editable with employee_read_write. */
export function AdpFileNumber({ employee, editable }: { employee: EmployeeListItem; editable: boolean }) {
  const [form] = Form.useForm<{ adp_file_number: string }>();
  const update = useUpdateEmployeePayrollIds();
  const { message } = App.useApp();
  if (!editable) return <>{employee.adp_file_number ?? '—'}</>;

  const save = ({ adp_file_number }: { adp_file_number: string }) =>
    update.mutate(
      { id: employee.id, adpFileNumber: adp_file_number ?? '' },
      {
        onSuccess: (body) => {
          form.setFieldsValue({ adp_file_number: body.data.adp_file_number ?? '' });
          void message.success(body.message);
        },
        onError: (error) => {
          const { leftover } = showFieldErrors(form, error, ['adp_file_number']);
          if (leftover) void message.error(leftover);
        },
      },
    );

  return (
    <Form
      form={form}
      layout="inline"
      name="adp-file-number"
      initialValues={{ adp_file_number: employee.adp_file_number ?? '' }}
      onFinish={save}
    >
      <Form.Item name="adp_file_number" rules={[zodRule(adpFileNumber)]}>
        <Input aria-label="ADP File #" placeholder="6 digits" maxLength={6} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={update.isPending}>
          Save
        </Button>
      </Form.Item>
    </Form>
  );
}
