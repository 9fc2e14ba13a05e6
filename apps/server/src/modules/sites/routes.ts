import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import { companyCodeQuery, siteOption } from '@portal/contracts/employees';
import { ok } from '../../platform/reply.ts';
import { siteOptions } from './service.ts';

/** GET /api/v1/site-list: the site options of the caller's company, by name. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/v1/site-list',
    {
      config: { access: 'user' },
      schema: {
        tags: ['employees'],
        querystring: companyCodeQuery,
        response: { 200: envelope(z.array(siteOption)) },
      },
    },
    async (req) => ok('', await siteOptions(ctx, req.auth!, req.query.company_code)),
  );
};
