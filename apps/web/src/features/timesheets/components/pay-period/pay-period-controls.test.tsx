import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@portal/contracts';
import { PAY_PERIOD_MSG, type PayPeriodStatus } from '@portal/contracts/pay-periods';
import { createUser } from '../../../../test/factories.ts';
import { envelope, http, server } from '../../../../test/api-mock.ts';
import { renderScreen } from '../../../../test/render.tsx';
import { ClosedWeekNotice } from './closed-week-notice.tsx';
import { PayPeriodControls } from './pay-period-controls.tsx';
import { usePayPeriod } from './use-pay-period.ts';

const START = '2026-11-09';

function status(overrides: Partial<PayPeriodStatus> = {}): PayPeriodStatus {
  return {
    start_date: START,
    end_date: '2026-11-15',
    closed: false,
    closed_at: null,
    closed_by: null,
    totals: null,
    late_punches: 0,
    ...overrides,
  };
}

const closed = status({
  closed: true,
  closed_at: '2026-11-16T22:00:00.000Z',
  closed_by: 'Priya Shah',
  totals: {
    employees: 2,
    lines: 9,
    regular_hundredths: 7200,
    overtime_hundredths: 150,
    total_hundredths: 7350,
  },
});

const payroll = createUser({
  permissions: { Weekly_Approval_Payroll_Export: [PERMISSIONS.Weekly_Approval_Payroll_Export.write] },
});
const office = createUser({ permissions: { Time_Sheets: [PERMISSIONS.Time_Sheets.read] } });

function Week() {
  const payPeriod = usePayPeriod(START);
  return (
    <>
      <PayPeriodControls payPeriod={payPeriod} />
      <ClosedWeekNotice payPeriod={payPeriod} />
    </>
  );
}

/** The week's status as GET /api/v1/pay-periods answers it. */
function weekIs(payPeriod: PayPeriodStatus) {
  server.use(http.get('/api/v1/pay-periods', ({ response }) => response(200).json(envelope(payPeriod))));
}

configure({ asyncUtilTimeout: 5_000 });
describe('the pay period beside the week', { timeout: 30_000 }, () => {
  it('offers payroll Close Pay Period for an open week, and closes it once confirmed', async () => {
    weekIs(status());
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/pay-period-close', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json(envelope(closed, PAY_PERIOD_MSG.closedDone(START)));
      }),
    );
    renderScreen(<Week />, { user: payroll });
    await userEvent.click(await screen.findByRole('button', { name: /Close Pay Period$/ }));
    const confirm = await screen.findAllByRole('button', { name: /Close Pay Period$/ });
    await userEvent.click(confirm[confirm.length - 1]!);
    await waitFor(() => expect(sent).toEqual([{ start_date: START }]));
  });

  it('shows the office a closed week and its late punches, with neither Close nor Reopen', async () => {
    weekIs({ ...closed, late_punches: 2 });
    renderScreen(<Week />, { user: office });
    expect(await screen.findByText('Closed')).toBeTruthy();
    expect(screen.getByText('2 late punches wait for a reopen')).toBeTruthy();
    expect(screen.getByText(PAY_PERIOD_MSG.closed(START))).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reopen$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Close Pay Period$/ })).toBeNull();
  });

  it('reopens for payroll only with a reason', async () => {
    weekIs(closed);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/pay-period-reopen', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json(envelope(status(), PAY_PERIOD_MSG.reopened(START)));
      }),
    );
    renderScreen(<Week />, { user: payroll });
    await userEvent.click(await screen.findByRole('button', { name: /Reopen$/ }));
    const dialog = await screen.findByRole('dialog');
    const ok = () => dialog.querySelector<HTMLButtonElement>('.ant-btn-primary')!;
    await userEvent.click(ok());
    expect(await screen.findByText(PAY_PERIOD_MSG.reasonRequired)).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Reason'), 'Saturday shift missed');
    await userEvent.click(ok());
    await waitFor(() => expect(sent).toEqual([{ start_date: START, reason: 'Saturday shift missed' }]));
  });
});
