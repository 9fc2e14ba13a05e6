import { Alert } from 'antd';
import { PAY_PERIOD_MSG } from '@portal/contracts/pay-periods';
import type { PayPeriodView } from './use-pay-period.ts';

/** Why the detail offers no changes: the week is closed for payroll. */
export function ClosedWeekNotice({ payPeriod }: { payPeriod: PayPeriodView }) {
  if (!payPeriod.closed) return null;
  return (
    <Alert
      className="pp-closed-notice"
      type="info"
      showIcon
      role="status"
      title={PAY_PERIOD_MSG.closed(payPeriod.start)}
    />
  );
}
