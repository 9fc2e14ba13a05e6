import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canWrite } from '@portal/contracts';
import { auditLogQuery } from '@portal/contracts/audit-logs';
import { ForbiddenError } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { auditLogExport, auditLogs } from './service.ts';

/** The audit log can be read and exported; no route edits or deletes a row. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/v1/audit-log-list',
    {
      config: { access: { module: 'Logs_Auditing' } },
      // No response schema: the same 200 is a JSON list (AuditLogRow[]) or, with export=true, a file.
      schema: { tags: ['logs and auditing'], querystring: auditLogQuery },
    },
    async (req, reply) => {
      if (!req.query.export) return ok('', await auditLogs(ctx, req.auth!.companyId, req.query));
      // Reading needs the module; the export needs its write permission (audit_read_write).
      if (!canWrite(req.auth!.permissions, 'Logs_Auditing')) throw new ForbiddenError();
      const file = await auditLogExport(ctx, req.actor(), req.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  );
};
