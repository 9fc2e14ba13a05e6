import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import {
  addedEntries,
  addedEntry,
  addTimeEntriesRequest,
  addTimeEntryRequest,
  approvalRequest,
  approvalResult,
  bulkDeleteRequest,
  employeeOption,
  exportQuery,
  jobOption,
  lastUpdate,
  lastUpdateQuery,
  mealPremiumRequest,
  mealPremiumResult,
  swapRequest,
  timeSheetDetailData,
  timeSheetDetailQuery,
  timeSheetListQuery,
  timeSheetRow,
  TIMESHEET_MSG,
  weekQuery,
  widgetCounts,
  type TimeSheetDetailQuery,
  type WidgetCounts,
} from '@portal/contracts/timesheets';
import {
  weekApprovalPreview,
  weekApprovalPreviewRequest,
  weekApprovalRequest,
  weekApprovalResult,
} from '@portal/contracts/week-approval';
import { payrollFileData } from '@portal/contracts/payroll-formats';
import { ok } from '../../platform/reply.ts';
import { sendJson, type CompressibleJson } from '../../platform/compressed-json.ts';
import { RevisionCache } from '../../platform/revision-cache.ts';
import { closedWeekFile } from '../closed-weeks/service.ts';
import {
  addManualEntries,
  approveEntries,
  approveWeek,
  deleteEntries,
  employeesWeek,
  lastManualEntry,
  markMealPremium,
  payrollExport,
  previewWeekApproval,
  swapEntries,
  timeSheetDetail,
  timeSheetEmployeeOptions,
  timeSheetJobOptions,
  timeSheetListBody,
  timeSheetWidgets,
  weekApprovedMessage,
} from './service.ts';

const read = { module: 'Time_Sheets' } as const;
const write = { module: 'Time_Sheets', permission: 'tim_sht_read_write' } as const;
const tags = ['employee timesheets'];

/** The Employee Timesheets calls (timesheets-and-people.md §7). */
export const timesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // A few weeks, sites and views of a few companies: a grid is up to a megabyte of JSON (2,000
  // employees), plus its compressed forms once asked for (a tenth of that each).
  const grids = new RevisionCache<CompressibleJson>(64);
  const widgets = new RevisionCache<WidgetCounts>(256);

  app.get(
    '/api/v1/time-sheet-list',
    {
      config: { access: read },
      // The answer goes as the JSON timeSheetListBody makes; the schema describes it.
      schema: { tags, querystring: timeSheetListQuery, response: { 200: envelope(z.array(timeSheetRow)) } },
    },
    async (req, reply) =>
      sendJson(
        req,
        reply,
        await timeSheetListBody(ctx, grids, req.auth!.companyId, req.query, await req.revisionOf(req.query)),
      ),
  );

  app.get(
    '/api/v1/time-sheet-widgets',
    {
      config: { access: read },
      schema: { tags, querystring: weekQuery, response: { 200: envelope(widgetCounts) } },
    },
    async (req) =>
      ok(
        '',
        await timeSheetWidgets(
          ctx,
          widgets,
          req.auth!.companyId,
          req.query,
          'employees',
          await req.revisionOf(req.query),
        ),
      ),
  );

  app.get(
    '/api/v1/time-sheet-detail',
    {
      config: { access: read },
      // The answer goes as the JSON timeSheetDetail makes; the schema describes it.
      schema: { tags, querystring: timeSheetDetailQuery, response: { 200: envelope(timeSheetDetailData) } },
    },
    async (req, reply) =>
      sendJson(
        req,
        reply,
        await timeSheetDetail(ctx, req.auth!.companyId, req.query as TimeSheetDetailQuery),
      ),
  );

  app.post(
    '/api/v1/time-entry-approval-update',
    {
      config: { access: write },
      schema: { tags, body: approvalRequest, response: { 202: envelope(approvalResult) } },
    },
    async (req, reply) => {
      const { approved } = await approveEntries(ctx, req.actor(), req.body.time_entries, {
        workforce: 'employees',
        field: 'time_entries',
      });
      return reply.status(202).send(ok(TIMESHEET_MSG.approved, { approved: approved.length }));
    },
  );

  // Approve Week (beyond the spec, issue 15): what it would approve, then the approval of those entries.
  app.post(
    '/api/v1/time-entry-week-approval-preview',
    {
      config: { access: write },
      schema: { tags, body: weekApprovalPreviewRequest, response: { 200: envelope(weekApprovalPreview) } },
    },
    async (req) => ok('', await previewWeekApproval(ctx, req.auth!.companyId, employeesWeek(req.body))),
  );

  app.post(
    '/api/v1/time-entry-week-approval',
    {
      config: { access: write },
      schema: { tags, body: weekApprovalRequest, response: { 202: envelope(weekApprovalResult) } },
    },
    async (req, reply) => {
      const result = await approveWeek(ctx, req.actor(), { ...req.body, ...employeesWeek(req.body) });
      return reply.status(202).send(ok(weekApprovedMessage(result, 'employees'), result));
    },
  );

  app.post(
    '/api/v1/time-entry-swap-update',
    { config: { access: write }, schema: { tags, body: swapRequest, response: { 202: envelope(z.null()) } } },
    async (req, reply) => {
      await swapEntries(ctx, req.actor(), req.body.swap_entries, 'employees');
      return reply.status(202).send(ok(TIMESHEET_MSG.swapped, null));
    },
  );

  app.post(
    '/api/v1/time-entry-bulk-delete',
    { config: { access: write }, schema: { tags, body: bulkDeleteRequest, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteEntries(ctx, req.actor(), req.body.time_ids, 'employees');
      return reply.status(204).send(null);
    },
  );

  // Beyond the spec (issue 41): the meal premium of an entry that missed a meal period, marked owed.
  app.post(
    '/api/v1/meal-premium',
    {
      config: { access: write },
      schema: { tags, body: mealPremiumRequest, response: { 200: envelope(mealPremiumResult) } },
    },
    async (req) => {
      const { message, data } = await markMealPremium(ctx, req.actor(), req.body);
      return ok(message, data);
    },
  );

  app.get(
    '/api/v1/time-entries-last-update',
    {
      config: { access: read },
      schema: { tags, querystring: lastUpdateQuery, response: { 200: envelope(lastUpdate) } },
    },
    async (req) =>
      ok('', {
        last_update: await lastManualEntry(ctx, req.auth!, req.query.since),
      }),
  );

  app.post(
    '/api/v1/add-time-entry',
    {
      config: { access: write },
      schema: { tags, body: addTimeEntryRequest, response: { 200: envelope(addedEntry) } },
    },
    async (req) => {
      const [id] = await addManualEntries(ctx, req.actor(), [req.body], {
        requireNote: true,
        fieldPrefix: () => '',
        overlapsConfirmed: req.body.overlaps_confirmed === true,
      });
      // One entry given, one id back (or a refusal thrown).
      return ok(TIMESHEET_MSG.added, { id: id! });
    },
  );

  app.post(
    '/api/v1/add-time-entries',
    {
      config: { access: write },
      schema: { tags, body: addTimeEntriesRequest, response: { 200: envelope(addedEntries) } },
    },
    async (req) => {
      const ids = await addManualEntries(ctx, req.actor(), req.body.time_entries, {
        requireNote: false,
        fieldPrefix: (i) => `time_entries.${i}.`,
        overlapsConfirmed: req.body.overlaps_confirmed === true,
      });
      return ok(TIMESHEET_MSG.addedMany(ids.length), { ids });
    },
  );

  app.get(
    '/api/v1/time-export-txt',
    {
      config: { access: { module: 'Weekly_Approval_Payroll_Export', permission: 'pay_read_write' } },
      schema: { tags, querystring: exportQuery, response: { 200: envelope(payrollFileData) } },
    },
    // `format` picks the file (payroll-formats/): the spec's text file by default, or ADP, Paychex,
    // QuickBooks; the control totals come beside the file in the answer.
    async (req) => {
      // A closed week's file is the one kept of it (closed-weeks/closed-week-file.ts).
      const file = await closedWeekFile(ctx, req.actor(), req.query, req.query.format, () =>
        payrollExport(ctx, req.actor(), req.query),
      );
      return ok(TIMESHEET_MSG.exportReady, file);
    },
  );

  app.get(
    '/api/v1/time-sheet-employee-options',
    { config: { access: read }, schema: { tags, response: { 200: envelope(z.array(employeeOption)) } } },
    async (req) => ok('', await timeSheetEmployeeOptions(ctx, req.auth!)),
  );

  app.get(
    '/api/v1/time-sheet-job-options',
    { config: { access: read }, schema: { tags, response: { 200: envelope(z.array(jobOption)) } } },
    async (req) => ok('', await timeSheetJobOptions(ctx, req.auth!)),
  );
};
