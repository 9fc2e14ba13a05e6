import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contracts';
import {
  PAY_PERIOD_MSG,
  payPeriodCloseRequest,
  payPeriodQuery,
  payPeriodReopenRequest,
  payPeriodStatus as payPeriodStatusSchema,
} from '@portal/contracts/pay-periods';
import { ok } from '../../platform/reply.ts';
import { closePayPeriod, payPeriodStatus, reopenPayPeriod } from './service.ts';

const read = { module: 'Time_Sheets' } as const;
const payroll = { module: 'Weekly_Approval_Payroll_Export', permission: 'pay_read_write' } as const;
const tags = ['pay periods'];
const response = { 200: envelope(payPeriodStatusSchema) };

/** Pay periods (beyond the spec, issue 13; docs/payroll-export.md, "Pay periods"). */
export const payPeriodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/v1/pay-periods',
    { config: { access: read }, schema: { tags, querystring: payPeriodQuery, response } },
    async (req) => ok('', await payPeriodStatus(ctx, req.auth!.companyId, req.query.start_date)),
  );

  app.post(
    '/api/v1/pay-period-close',
    { config: { access: payroll }, schema: { tags, body: payPeriodCloseRequest, response } },
    async (req) => {
      const status = await closePayPeriod(ctx, req.actor(), req.body.start_date);
      return ok(PAY_PERIOD_MSG.closedDone(status.start_date), status);
    },
  );

  app.post(
    '/api/v1/pay-period-reopen',
    { config: { access: payroll }, schema: { tags, body: payPeriodReopenRequest, response } },
    async (req) => {
      const status = await reopenPayPeriod(ctx, req.actor(), req.body);
      return ok(PAY_PERIOD_MSG.reopened(status.start_date), status);
    },
  );
};
