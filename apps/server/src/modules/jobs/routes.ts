import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import {
  JOB_MSG,
  jobCustomerRequest,
  jobListQuery,
  jobSchema,
  jobTimingsRequest,
} from '@portal/contracts/jobs';
import { ForbiddenError } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import * as service from './service.ts';

const read = { module: 'Job' } as const;
const write = { module: 'Job', permission: 'job_read_write' } as const;
const tags = ['jobs'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The Jobs screen (portal-core.md §2, §7). */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/v1/job-list',
    {
      config: { access: read },
      schema: { tags, querystring: jobListQuery, response: { 200: envelope(z.array(jobSchema)) } },
    },
    async (req) => {
      // The list is scoped by the token's company either way; naming another company is refused.
      const code = req.query.company_code;
      if (code && code.toLowerCase() !== req.auth!.companyCode.toLowerCase())
        throw new ForbiddenError(JOB_MSG.wrongCompany);
      return ok('', await service.listJobs(ctx, req.auth!.companyId));
    },
  );

  app.get(
    '/api/v1/job/:id',
    { config: { access: read }, schema: { tags, params: idParams, response: { 200: envelope(jobSchema) } } },
    async (req) => ok('', await service.getJob(ctx, req.auth!.companyId, req.params.id)),
  );

  app.put(
    '/api/v1/job-update-timings/:id',
    {
      config: { access: write },
      schema: { tags, params: idParams, body: jobTimingsRequest, response: { 200: envelope(jobSchema) } },
    },
    async (req) =>
      ok(JOB_MSG.updated, await service.updateTimings(ctx, req.actor(), req.params.id, req.body)),
  );

  // The job's QuickBooks customer (beyond the spec): the QuickBooks file's JOB is Customer:Job.
  app.put(
    '/api/v1/job-customer/:id',
    {
      config: { access: write },
      schema: { tags, params: idParams, body: jobCustomerRequest, response: { 200: envelope(jobSchema) } },
    },
    async (req) =>
      ok(
        JOB_MSG.customerSaved,
        await service.setCustomer(ctx, req.actor(), req.params.id, req.body.customer_name),
      ),
  );
};
