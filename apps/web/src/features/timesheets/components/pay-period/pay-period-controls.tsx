import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Popconfirm, Tag, Tooltip } from 'antd';
import { canWrite, MSG } from '@portal/contracts';
import {
  PAY_PERIOD_MSG,
  payPeriodReason,
  totalsSum,
  type PayPeriodStatus,
} from '@portal/contracts/pay-periods';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCurrentUser } from '../../../../lib/auth-context.ts';
import { showDate, showDateTime } from '../../../../ui/date-format.ts';
import { zodRule } from '../../../../ui/zod-rule.ts';
import { useClosePayPeriod, useReopenPayPeriod } from '../../api/pay-periods.ts';
import { CloseRefusal } from './close-refusal.tsx';
import type { PayPeriodView } from './use-pay-period.ts';
import './pay-period.css';
import { MAX } from '@portal/contracts/fields';
import { countTo } from '../../../../ui/text-limit.ts';

/** One refusal of a close at a time: a second replaces the first. */
const REFUSAL_KEY = 'pay-period-close-refusal';

const failure = (err: unknown) => (err instanceof ApiError ? err.message : MSG.tryAgain);

/** Who closed the week, when, and its file's control totals. */
function closedTitle(status: PayPeriodStatus, timeZone: string) {
  const t = status.totals;
  const by = `Closed ${showDateTime(status.closed_at!, timeZone)} by ${status.closed_by}.`;
  if (!t) return by;
  return `${by} Payroll file: ${t.employees} employees, ${t.lines} lines, ${totalsSum(t)}.`;
}

/**
 * Beside the week navigator: the week's Closed tag and its waiting late punches; for payroll (pay
 * write permission) Close Pay Period or Reopen, which asks for the reason.
 */
export function PayPeriodControls({ payPeriod }: { payPeriod: PayPeriodView }) {
  const user = useCurrentUser();
  const { message, notification } = App.useApp();
  const navigate = useNavigate();
  const close = useClosePayPeriod();
  const [reopening, setReopening] = useState(false);
  const { status, start } = payPeriod;
  if (!status) return null;
  const payroll = canWrite(user.permissions, 'Weekly_Approval_Payroll_Export');
  const week = showDate(start);

  return (
    <span className="pp-controls">
      {status.closed && (
        <Tooltip title={closedTitle(status, user.settings.time_zone)}>
          <Tag icon={<LockOutlined />} color="blue" className="pp-closed-tag">
            Closed
          </Tag>
        </Tooltip>
      )}
      {status.late_punches > 0 && (
        <Tag color="orange" className="pp-late-tag">
          {PAY_PERIOD_MSG.latePunches(status.late_punches)}
        </Tag>
      )}
      {payroll && !status.closed && (
        <Popconfirm
          title={`Close the week of ${week} for payroll?`}
          description="Its time entries can no longer change, and its payroll file is kept as it is now."
          okText="Close Pay Period"
          onConfirm={() =>
            close.mutateAsync(start).then(
              (res) => {
                notification.destroy(REFUSAL_KEY);
                void message.success(res.message);
              },
              (err: unknown) =>
                // Stays until dismissed (or a link in it is followed): it says what to do next.
                notification.error({
                  key: REFUSAL_KEY,
                  message: `The week of ${week} cannot be closed`,
                  description: (
                    <CloseRefusal
                      error={err}
                      start={start}
                      go={(path) => {
                        notification.destroy(REFUSAL_KEY);
                        void navigate(path);
                      }}
                    />
                  ),
                  duration: false,
                  role: 'alert',
                }),
            )
          }
        >
          <Button icon={<LockOutlined />} loading={close.isPending}>
            Close Pay Period
          </Button>
        </Popconfirm>
      )}
      {payroll && status.closed && (
        <Button icon={<UnlockOutlined />} onClick={() => setReopening(true)}>
          Reopen
        </Button>
      )}
      {reopening && <ReopenDialog start={start} onClose={() => setReopening(false)} />}
    </span>
  );
}

function ReopenDialog({ start, onClose }: { start: string; onClose: () => void }) {
  const { message } = App.useApp();
  const reopen = useReopenPayPeriod();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const { reason } = await form.validateFields();
    reopen.mutate(
      { start_date: start, reason },
      {
        onSuccess: (res) => {
          message.success(res.message);
          onClose();
        },
        onError: (err) => message.error(failure(err)),
      },
    );
  };
  return (
    <Modal
      open
      title={`Reopen the week of ${showDate(start)}`}
      okText="Reopen"
      confirmLoading={reopen.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        Its time entries can change again, its kept payroll files are discarded, and its late punches are
        applied. The log keeps the reason with the close it undoes.
      </p>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="Reason" rules={[zodRule(payPeriodReason, (v) => v ?? '')]}>
          <Input.TextArea rows={3} count={countTo(MAX.note)} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
