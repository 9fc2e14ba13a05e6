import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canWrite, envelope } from '@portal/contracts';
import { z } from 'zod';
import { auditLogQuery, auditLogRow } from '@portal/contracts/audit-logs';
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
      // The schema describes the list; with export=true the same 200 is a file (sent as is, unchecked).
      schema: {
        tags: ['logs and auditing'],
        querystring: auditLogQuery,
        response: { 200: envelope(z.array(auditLogRow)) },
      },
    },
    async (req, reply) => {
      if (!req.query.export) return ok('', await auditLogs(ctx, req.auth!.companyId, req.query));
      // Reading needs the module; the export needs its write permission (audit_read_write).
      if (!canWrite(req.auth!.permissions, 'Logs_Auditing')) throw new ForbiddenError();
      const file = await auditLogExport(ctx, req.actor(), req.query);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.name}"`)
          // A Buffer goes out as it is: the list's schema and serializer do not apply to it.
          .send(file.body as never)
      );
    },
  );
};
