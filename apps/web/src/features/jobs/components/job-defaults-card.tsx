import { App, Button, Card, Col, Form, Row, TimePicker, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { canWrite } from '@portal/contracts';
import { JOB_MSG, type Job } from '@portal/contracts/jobs';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { hmsOf, timeFromHms } from '../../../ui/time-value.ts';
import { useUpdateJobTimings } from '../api/update-job-timings.ts';

interface Values {
  default_job_start_time: Dayjs | null;
  default_job_end_time: Dayjs | null;
}

const FIELDS = ['default_job_start_time', 'default_job_end_time'] as const;
const SHOWN = 'hh:mm A';

/** Job Defaults: the job's default start and stop time; Save needs job_read_write. */
export function JobDefaultsCard({ job }: { job: Job }) {
  const user = useCurrentUser();
  const writable = canWrite(user.permissions, 'Job');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateJobTimings(user.company_code);

  const onFinish = (values: Values) => {
    update.mutate(
      {
        id: job.id,
        body: {
          default_job_start_time: hmsOf(values.default_job_start_time!),
          default_job_end_time: hmsOf(values.default_job_end_time!),
        },
      },
      {
        onSuccess: (body) => message.success(body.message),
        onError: (error) => {
          const { leftover } = showFieldErrors(form, error, FIELDS);
          if (leftover) message.error(leftover);
        },
      },
    );
  };

  return (
    <Card title="Job Defaults">
      <Form
        form={form}
        name="job-defaults"
        layout="vertical"
        requiredMark={false}
        disabled={!writable}
        initialValues={{
          default_job_start_time: timeFromHms(job.default_job_start_time),
          default_job_end_time: timeFromHms(job.default_job_end_time),
        }}
        onFinish={onFinish}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Start Time"
              name="default_job_start_time"
              rules={[{ required: true, message: JOB_MSG.startRequired }]}
            >
              <TimePicker format={SHOWN} use12Hours needConfirm style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Stop Time"
              name="default_job_end_time"
              rules={[{ required: true, message: JOB_MSG.endRequired }]}
            >
              <TimePicker format={SHOWN} use12Hours needConfirm style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        {writable ? (
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save
          </Button>
        ) : (
          <Typography.Text type="secondary">
            Read only: changing a job’s default hours needs the Job write permission.
          </Typography.Text>
        )}
      </Form>
    </Card>
  );
}
