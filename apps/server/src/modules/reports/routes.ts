import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { envelope } from '@portal/contracts';
import {
  employeeReportQuery,
  jobReportQuery,
  reportOptions,
  subContractorPunchReportQuery,
  timeSheetReportQuery,
} from '@portal/contracts/reports';
import { ok } from '../../platform/reply.ts';
import * as service from './service.ts';

const access = { module: 'Reporting' } as const;
const tags = ['reports'];

/** The file as a download; the name also travels percent-encoded for names beyond ASCII. */
function send(reply: FastifyReply, file: service.ReportFile) {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.body);
}

/**
 * The four report calls (portal-core.md §7). No response schema: a 200 is a file (PDF, CSV or XLSX);
 * a report without rows answers 404 with code no_data. And the choices of the screen's pickers.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/v1/report-options',
    { config: { access }, schema: { tags, response: { 200: envelope(reportOptions) } } },
    async (req) => ok('', await service.reportOptions(ctx, req.auth!.companyId)),
  );
  app.get(
    '/api/v1/employee-report',
    { config: { access }, schema: { tags, querystring: employeeReportQuery } },
    async (req, reply) => send(reply, await service.employeeReportFile(ctx, req.actor(), req.query)),
  );
  app.get(
    '/api/v1/job-report',
    { config: { access }, schema: { tags, querystring: jobReportQuery } },
    async (req, reply) => send(reply, await service.jobReportFile(ctx, req.actor(), req.query)),
  );
  app.get(
    '/api/v1/time-sheet-report',
    { config: { access }, schema: { tags, querystring: timeSheetReportQuery } },
    async (req, reply) => send(reply, await service.timeSheetReportFile(ctx, req.actor(), req.query)),
  );
  app.get(
    '/api/v1/sub-contractor-punch-report',
    { config: { access }, schema: { tags, querystring: subContractorPunchReportQuery } },
    async (req, reply) => send(reply, await service.subcontractorReportFile(ctx, req.actor(), req.query)),
  );
};
