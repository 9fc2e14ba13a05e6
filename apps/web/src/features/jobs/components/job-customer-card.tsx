import { App, Button, Card, Form, Input, Typography } from 'antd';
import { canWrite } from '@portal/contracts';
import { customerName, type Job } from '@portal/contracts/jobs';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { zodRule } from '../../../ui/zod-rule.ts';
import { useUpdateJobCustomer } from '../api/update-job-customer.ts';

interface Values {
  customer_name: string;
}

/**
 * QuickBooks Customer: the customer the job is done for, as QuickBooks' Customers & Jobs list names it.
 * The QuickBooks payroll file writes the job as Customer:Job; empty, the job's name alone. Save needs
 * job_read_write.
 */
export function JobCustomerCard({ job }: { job: Job }) {
  const user = useCurrentUser();
  const writable = canWrite(user.permissions, 'Job');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateJobCustomer(user.company_code);

  const onFinish = ({ customer_name }: Values) =>
    update.mutate(
      { id: job.id, body: { customer_name: customer_name ?? '' } },
      {
        onSuccess: (body) => {
          form.setFieldsValue({ customer_name: body.data.customer_name ?? '' });
          void message.success(body.message);
        },
        onError: (error) => {
          const { leftover } = showFieldErrors(form, error, ['customer_name']);
          if (leftover) void message.error(leftover);
        },
      },
    );

  return (
    <Card title="QuickBooks Customer">
      <Form
        form={form}
        name="job-customer"
        layout="vertical"
        requiredMark={false}
        disabled={!writable}
        initialValues={{ customer_name: job.customer_name ?? '' }}
        onFinish={onFinish}
      >
        <Form.Item
          name="customer_name"
          label="Customer"
          rules={[zodRule(customerName, (v) => (typeof v === 'string' ? v : ''))]}
          extra={`The QuickBooks file names this job ${job.customer_name ? `${job.customer_name}:${job.name}` : job.name}: the customer, a colon and the job, as in QuickBooks' Customers & Jobs list. Leave it empty for the job's name alone.`}
        >
          <Input placeholder="Port Authority" maxLength={41} autoComplete="off" />
        </Form.Item>
        {writable ? (
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save
          </Button>
        ) : (
          <Typography.Text type="secondary">
            Read only: changing a job’s customer needs the Job write permission.
          </Typography.Text>
        )}
      </Form>
    </Card>
  );
}
