import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import {
  punchDetailData,
  punchDetailQuery,
  punchSheetQuery,
  punchSheetRow,
  subApprovalRequest,
  subBulkDeleteRequest,
  subSwapRequest,
  subWidgetsQuery,
  type PunchDetailQuery,
  type PunchSheetQuery,
} from '@portal/contracts/subcontractor-timesheets';
import { approvalResult, TIMESHEET_MSG, widgetCounts, type WidgetCounts } from '@portal/contracts/timesheets';
import { sendJson, type CompressibleJson } from '../../platform/compressed-json.ts';
import { ok } from '../../platform/reply.ts';
import { RevisionCache } from '../../platform/revision-cache.ts';
import {
  subWeekApprovalPreviewRequest,
  subWeekApprovalRequest,
  weekApprovalPreview,
  weekApprovalResult,
} from '@portal/contracts/week-approval';
import {
  approveEntries,
  approveWeek,
  deleteEntries,
  previewWeekApproval,
  subcontractorsWeek,
  weekApprovedMessage,
} from '../timesheets/service.ts';
import { swapEntries } from '../timesheets/service.ts';
import { punchDetail, punchSheetBody, subcontractorWidgets } from './service.ts';

const read = { module: 'Time_Sheets' } as const;
const write = { module: 'Time_Sheets', permission: 'tim_sht_read_write' } as const;
const tags = ['sub-contractor timesheets'];

/**
 * The Sub Contractor Timesheets calls (timesheets-and-people.md §7): the employee timesheets' services
 * over the entries of sub-contractor workers, grouped by sub-contractor company or by job.
 */
export const subcontractorTimesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const sheets = new RevisionCache<CompressibleJson>(64);
  const widgets = new RevisionCache<WidgetCounts>(256);

  app.get(
    '/api/v1/sub-contractor-punch-sheet',
    {
      config: { access: read },
      // The answer goes as the JSON punchSheetBody makes; the schema describes it.
      schema: { tags, querystring: punchSheetQuery, response: { 200: envelope(z.array(punchSheetRow)) } },
    },
    async (req, reply) =>
      sendJson(
        req,
        reply,
        await punchSheetBody(
          ctx,
          sheets,
          req.auth!.companyId,
          req.query as PunchSheetQuery,
          await req.revisionOf(req.query),
        ),
      ),
  );

  app.get(
    '/api/v1/sub-contractor-time-sheet-widgets',
    {
      config: { access: read },
      schema: { tags, querystring: subWidgetsQuery, response: { 200: envelope(widgetCounts) } },
    },
    async (req) =>
      ok('', await subcontractorWidgets(ctx, widgets, req.auth!, req.query, await req.revisionOf(req.query))),
  );

  app.get(
    '/api/v1/sub-contractor-punch-detail',
    {
      config: { access: read },
      // The answer goes as the JSON punchDetail makes; the schema describes it.
      schema: { tags, querystring: punchDetailQuery, response: { 200: envelope(punchDetailData) } },
    },
    async (req, reply) =>
      sendJson(req, reply, await punchDetail(ctx, req.auth!.companyId, req.query as PunchDetailQuery)),
  );

  app.post(
    '/api/v1/sub-contractor-punch-approval-update',
    {
      config: { access: write },
      schema: { tags, body: subApprovalRequest, response: { 202: envelope(approvalResult) } },
    },
    async (req, reply) => {
      const { approved } = await approveEntries(ctx, req.actor(), req.body.punches, {
        workforce: 'subcontractors',
        field: 'punches',
      });
      return reply.status(202).send(ok(TIMESHEET_MSG.approved, { approved: approved.length }));
    },
  );

  // Approve Week (issue 39): the employees' implementation over the sub-contractor workers' entries.
  app.post(
    '/api/v1/sub-contractor-punch-week-approval-preview',
    {
      config: { access: write },
      schema: { tags, body: subWeekApprovalPreviewRequest, response: { 200: envelope(weekApprovalPreview) } },
    },
    async (req) => ok('', await previewWeekApproval(ctx, req.auth!.companyId, subcontractorsWeek(req.body))),
  );

  app.post(
    '/api/v1/sub-contractor-punch-week-approval',
    {
      config: { access: write },
      schema: { tags, body: subWeekApprovalRequest, response: { 202: envelope(weekApprovalResult) } },
    },
    async (req, reply) => {
      const result = await approveWeek(ctx, req.actor(), { ...req.body, ...subcontractorsWeek(req.body) });
      return reply.status(202).send(ok(weekApprovedMessage(result, 'subcontractors'), result));
    },
  );

  app.post(
    '/api/v1/sub-contractor-punch-swap-update',
    {
      config: { access: write },
      schema: { tags, body: subSwapRequest, response: { 202: envelope(z.null()) } },
    },
    async (req, reply) => {
      await swapEntries(ctx, req.actor(), req.body.swap_entries, 'subcontractors');
      return reply.status(202).send(ok(TIMESHEET_MSG.swapped, null));
    },
  );

  app.post(
    '/api/v1/sub-contractor-punch-bulk-delete',
    { config: { access: write }, schema: { tags, body: subBulkDeleteRequest, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteEntries(ctx, req.actor(), req.body.time_ids, 'subcontractors');
      return reply.status(204).send(null);
    },
  );
};
